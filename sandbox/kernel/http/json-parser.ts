import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies without Fastify's strictness about empty bodies: a POST with a JSON content type and
 * no body reads as "no fields" (so validation answers 422), and broken JSON is a 400.
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });
}
