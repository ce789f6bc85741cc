// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SerialQueue } from './serial-queue.ts';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

describe('SerialQueue', () => {
  it('runs the tasks of one key one at a time, in order, and other keys alongside', async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([queue.run('a', task('a1')), queue.run('a', task('a2')), queue.run('b', task('b1'))]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('end a1')).toBeLessThan(log.indexOf('start a2'));
    expect(log.indexOf('start b1')).toBeLessThan(log.indexOf('end a1'));
  });

  it('goes on after a failed task, and forgets keys with nothing queued', async () => {
    const queue = new SerialQueue();
    const failing = queue.run('a', async () => {
      throw new Error('boom');
    });
    const next = queue.run('a', async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('next');
    await tick();
    expect(queue.size).toBe(0);
  });
});
