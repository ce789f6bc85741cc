import { escapeHtml } from '../../kernel/http/html.ts';
import { documentTypeNames, type DocumentContentType } from './document-types.ts';

export const identityStrings = {
  en: {
    title: 'Verify your identity',
    intro: 'Upload a photo of your identity document: a passport, an ID card or a driving licence.',
    fileLabel: 'Identity document',
    dropHint: 'Drag the photo here, or choose a file',
    rules: '{types}, at most {size}.',
    or: 'or',
    chosen: 'Chosen: {name}',
    send: 'Send document',
    chooseFile: 'Choose a file first.',
    sending: 'Sending your document…',
    sent: 'Document received.',
    tooLarge: 'This file is larger than {size}. Choose a smaller one.',
    unsupported: 'This file is not a {types} image. Choose another one.',
    failed: 'The document could not be sent.',
    closedTitle: 'This link has ended',
    closedText: 'This verification link was used or has expired.',
  },
  es: {
    title: 'Verifica tu identidad',
    intro: 'Sube una foto de tu documento de identidad: pasaporte, DNI o permiso de conducir.',
    fileLabel: 'Documento de identidad',
    dropHint: 'Arrastra la foto aquí o elige un archivo',
    rules: '{types}, de {size} como máximo.',
    or: 'o',
    chosen: 'Elegido: {name}',
    send: 'Enviar documento',
    chooseFile: 'Elige primero un archivo.',
    sending: 'Enviando tu documento…',
    sent: 'Documento recibido.',
    tooLarge: 'Este archivo supera los {size}. Elige uno más pequeño.',
    unsupported: 'Este archivo no es una imagen {types}. Elige otro.',
    failed: 'No se ha podido enviar el documento.',
    closedTitle: 'Este enlace ha terminado',
    closedText: 'Este enlace de verificación ya se usó o ha caducado.',
  },
  de: {
    title: 'Bestätigen Sie Ihre Identität',
    intro: 'Laden Sie ein Foto Ihres Ausweisdokuments hoch: Reisepass, Personalausweis oder Führerschein.',
    fileLabel: 'Ausweisdokument',
    dropHint: 'Ziehen Sie das Foto hierher oder wählen Sie eine Datei',
    rules: '{types}, höchstens {size}.',
    or: 'oder',
    chosen: 'Ausgewählt: {name}',
    send: 'Dokument senden',
    chooseFile: 'Wählen Sie zuerst eine Datei aus.',
    sending: 'Ihr Dokument wird gesendet…',
    sent: 'Dokument erhalten.',
    tooLarge: 'Diese Datei ist größer als {size}. Wählen Sie eine kleinere.',
    unsupported: 'Diese Datei ist kein Bild im Format {types}. Wählen Sie eine andere.',
    failed: 'Das Dokument konnte nicht gesendet werden.',
    closedTitle: 'Dieser Link ist beendet',
    closedText: 'Dieser Bestätigungslink wurde bereits verwendet oder ist abgelaufen.',
  },
} as const;

export type IdentityLanguage = keyof typeof identityStrings;

/** `value` when the page has words in it, else null. */
export const identityLanguage = (value: unknown): IdentityLanguage | null =>
  typeof value === 'string' && Object.hasOwn(identityStrings, value) ? (value as IdentityLanguage) : null;

/** The first of the browser's preferred languages (`Accept-Language`) the page has words in. */
export const preferredIdentityLanguage = (acceptLanguage: string | undefined): IdentityLanguage | null => {
  for (const range of (acceptLanguage ?? '').split(',')) {
    const language = identityLanguage(range.split(';')[0]?.trim().slice(0, 2).toLowerCase());
    if (language !== null) return language;
  }
  return null;
};

const jsonForScriptBlock = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** "JPEG, PNG, WebP or HEIC": the types the provider takes, in the page's language. */
const typesIn = (language: IdentityLanguage): string => {
  const names = Object.values(documentTypeNames);
  return `${names.slice(0, -1).join(', ')} ${identityStrings[language].or} ${names.at(-1) ?? ''}`;
};

/** The page's words with the types and the largest size the provider takes filled in. */
const wordsFor = (language: IdentityLanguage, maxBytes: number) => {
  const facts: Record<string, string> = { types: typesIn(language), size: `${Math.floor(maxBytes / (1024 * 1024))}\u00a0MB` };
  const fill = (text: string) => text.replace(/\{(types|size)\}/g, (_, key: string) => facts[key] ?? '');
  return Object.fromEntries(Object.entries(identityStrings[language]).map(([key, text]) => [key, fill(text)])) as Record<keyof (typeof identityStrings)['en'], string>;
};

export interface IdentityPageOptions {
  language: IdentityLanguage;
  token: string;
  open: boolean;
  siteOrigins: readonly string[];
  maxBytes: number;
}

export function identityPage({ language, token, open, siteOrigins, maxBytes }: IdentityPageOptions): string {
  const strings = wordsFor(language, maxBytes);
  const config = {
    transaction: open ? 'open' : 'closed',
    siteOrigins,
    maxBytes,
    uploadPath: `/verify/${encodeURIComponent(token)}/document`,
    strings: {
      chooseFile: strings.chooseFile,
      chosen: strings.chosen,
      sending: strings.sending,
      sent: strings.sent,
      tooLarge: strings.tooLarge,
      unsupported: strings.unsupported,
      failed: strings.failed,
    },
  };
  const accept = (Object.keys(documentTypeNames) as DocumentContentType[]).join(',');
  // The input comes first and stays focusable (only hidden from sight), so the keyboard opens the
  // picker and its focus ring is drawn on the drop zone, its label, which takes a drop or a click.
  const body = open
    ? `<h1>${escapeHtml(strings.title)}</h1>
<p>${escapeHtml(strings.intro)}</p>
<form id="upload" novalidate>
<input id="document" class="visually-hidden" name="document" type="file" accept="${accept}" aria-describedby="rules chosen">
<label for="document" id="drop" class="drop"><span class="drop__label">${escapeHtml(strings.fileLabel)}</span><span class="drop__hint">${escapeHtml(strings.dropHint)}</span></label>
<p id="rules" class="rules">${escapeHtml(strings.rules)}</p>
<p id="chosen" class="chosen"></p>
<progress id="progress" max="100" hidden></progress>
<button id="send" type="submit">${escapeHtml(strings.send)}</button>
<p id="status" role="status" aria-live="polite"></p>
</form>`
    : `<h1>${escapeHtml(strings.closedTitle)}</h1>
<p>${escapeHtml(strings.closedText)}</p>`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(open ? strings.title : strings.closedTitle)}</title>
<link rel="stylesheet" href="/assets/identity.css">
<script type="application/json" id="identity-config">${jsonForScriptBlock(config)}</script>
<script src="/assets/identity.js" defer></script>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
