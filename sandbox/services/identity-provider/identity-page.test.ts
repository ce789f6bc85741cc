// @vitest-environment jsdom
// The upload page as a player meets it: the provider's page and its script, in a document.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { maxDocumentBytes } from './document-types.ts';
import { identityPage, type IdentityLanguage } from './identity-page.ts';

// A path, not a URL: jsdom's URL is the global here.
const script = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'assets', 'identity.js'), 'utf8');

/** The request the page sends, held until the test answers it. */
class HeldRequest {
  static last: HeldRequest | null = null;
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  status = 0;
  body: unknown = null;
  constructor() {
    HeldRequest.last = this;
  }
  open(): void {}
  setRequestHeader(): void {}
  send(body: unknown): void {
    this.body = body;
  }
  addEventListener(type: string, listener: () => void): void {
    this.events.addEventListener(type, listener);
  }
  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  answer(status: number): void {
    this.status = status;
    this.events.dispatchEvent(new Event('load'));
  }
}

const show = (language: IdentityLanguage = 'en') => {
  HeldRequest.last = null;
  const html = identityPage({ language, token: 't'.repeat(43), open: true, siteOrigins: ['https://site.test'], maxBytes: maxDocumentBytes });
  document.documentElement.innerHTML = /<html[^>]*>([\s\S]*)<\/html>/.exec(html)?.[1] ?? '';
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = HeldRequest;
  window.eval(script);
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return {
    input: byId<HTMLInputElement>('document'),
    drop: byId<HTMLLabelElement>('drop'),
    chosen: byId<HTMLElement>('chosen'),
    progress: byId<HTMLProgressElement>('progress'),
    status: byId<HTMLElement>('status'),
    send: () => byId<HTMLFormElement>('upload').dispatchEvent(new Event('submit', { cancelable: true })),
    button: byId<HTMLButtonElement>('send'),
  };
};

const aFile = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

const pick = (input: HTMLInputElement, file: File) => {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new Event('change'));
};

afterEach(() => {
  document.documentElement.innerHTML = '';
});

describe('the identity upload page', () => {
  it('says the types and the largest size the provider takes before anything is chosen, from what it enforces', () => {
    const page = show();
    expect(document.getElementById('rules')?.textContent).toBe('JPEG, PNG, WebP or HEIC, at most 10\u00a0MB.');
    expect(page.input.accept).toBe('image/jpeg,image/png,image/webp,image/heic');
    expect(page.input.getAttribute('aria-describedby')).toBe('rules chosen');
    show('de');
    expect(document.getElementById('rules')?.textContent).toBe('JPEG, PNG, WebP oder HEIC, höchstens 10\u00a0MB.');
  });

  it('is a drop zone labelling the file input, which stays in the page to be focused (only hidden from sight)', () => {
    const page = show();
    expect(page.drop.tagName).toBe('LABEL');
    expect(page.drop.htmlFor).toBe('document');
    expect(page.drop.textContent).toContain('Identity document');
    expect(page.input.className).toBe('visually-hidden');
    expect(page.input.hidden).toBe(false);
    page.input.focus();
    expect(document.activeElement).toBe(page.input);
  });

  it('shows the name of a file chosen or dropped', () => {
    const page = show();
    pick(page.input, aFile('passport.png'));
    expect(page.chosen.textContent).toBe('Chosen: passport.png');
    const dropped = Object.assign(new Event('drop', { bubbles: true, cancelable: true }), { dataTransfer: { files: [aFile('id-card.jpg')] } });
    page.drop.dispatchEvent(dropped);
    expect(dropped.defaultPrevented).toBe(true);
    expect(page.chosen.textContent).toBe('Chosen: id-card.jpg');
  });

  it('shows the upload’s progress while it goes, then that the document was received', () => {
    const page = show();
    pick(page.input, aFile('passport.png'));
    page.send();
    const request = HeldRequest.last;
    expect(request?.body).toBeInstanceOf(File);
    expect(page.progress.hidden).toBe(false);
    expect(page.button.disabled).toBe(true);
    expect(page.status.textContent).toBe('Sending your document…');
    request?.progress(512, 2048);
    expect(page.progress.value).toBe(25);
    request?.answer(201);
    expect(page.progress.hidden).toBe(true);
    expect(page.status.textContent).toBe('Document received.');
  });

  it('says in the page’s language why a file was refused, and lets the player choose another', () => {
    const page = show('es');
    page.send();
    expect(page.status.textContent).toBe('Elige primero un archivo.');
    pick(page.input, aFile('huge.png', maxDocumentBytes + 1));
    page.send();
    expect(HeldRequest.last).toBeNull();
    expect(page.status.textContent).toBe('Este archivo supera los 10\u00a0MB. Elige uno más pequeño.');
    pick(page.input, aFile('notes.png'));
    page.send();
    HeldRequest.last?.answer(415);
    expect(page.status.textContent).toBe('Este archivo no es una imagen JPEG, PNG, WebP o HEIC. Elige otro.');
    expect(page.button.disabled).toBe(false);
    expect(page.progress.hidden).toBe(true);
  });
});
