import { escapeHtml } from '../../kernel/http/html.ts';


export const identityStrings = {
  en: {
    title: 'Verify your identity',
    intro: 'Upload a photo of your identity document (passport, ID card or driving licence): JPEG, PNG, WebP or HEIC, at most 10 MB.',
    fileLabel: 'Identity document',
    send: 'Send document',
    chooseFile: 'Choose a file first.',
    sending: 'Sending your document…',
    sent: 'Document received.',
    tooLarge: 'This file is larger than 10 MB. Choose a smaller one.',
    unsupported: 'This file is not a JPEG, PNG, WebP or HEIC image. Choose another one.',
    failed: 'The document could not be sent.',
    closedTitle: 'This link has ended',
    closedText: 'This verification link was used or has expired.',
  },
  es: {
    title: 'Verifica tu identidad',
    intro: 'Sube una foto de tu documento de identidad (pasaporte, DNI o permiso de conducir): JPEG, PNG, WebP o HEIC, de 10 MB como máximo.',
    fileLabel: 'Documento de identidad',
    send: 'Enviar documento',
    chooseFile: 'Elige primero un archivo.',
    sending: 'Enviando tu documento…',
    sent: 'Documento recibido.',
    tooLarge: 'Este archivo supera los 10 MB. Elige uno más pequeño.',
    unsupported: 'Este archivo no es una imagen JPEG, PNG, WebP o HEIC. Elige otro.',
    failed: 'No se ha podido enviar el documento.',
    closedTitle: 'Este enlace ha terminado',
    closedText: 'Este enlace de verificación ya se usó o ha caducado.',
  },
  de: {
    title: 'Bestätigen Sie Ihre Identität',
    intro: 'Laden Sie ein Foto Ihres Ausweisdokuments hoch (Reisepass, Personalausweis oder Führerschein): JPEG, PNG, WebP oder HEIC, höchstens 10 MB.',
    fileLabel: 'Ausweisdokument',
    send: 'Dokument senden',
    chooseFile: 'Wählen Sie zuerst eine Datei aus.',
    sending: 'Ihr Dokument wird gesendet…',
    sent: 'Dokument erhalten.',
    tooLarge: 'Diese Datei ist größer als 10 MB. Wählen Sie eine kleinere.',
    unsupported: 'Diese Datei ist kein JPEG-, PNG-, WebP- oder HEIC-Bild. Wählen Sie eine andere.',
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

export interface IdentityPageOptions {
  language: IdentityLanguage;
  token: string;
  open: boolean;
  siteOrigins: readonly string[];
  maxBytes: number;
}

export function identityPage({ language, token, open, siteOrigins, maxBytes }: IdentityPageOptions): string {
  const strings = identityStrings[language];
  const config = {
    transaction: open ? 'open' : 'closed',
    siteOrigins,
    maxBytes,
    uploadPath: `/verify/${encodeURIComponent(token)}/document`,
    strings: { chooseFile: strings.chooseFile, sending: strings.sending, sent: strings.sent, tooLarge: strings.tooLarge, unsupported: strings.unsupported, failed: strings.failed },
  };
  const body = open
    ? `<h1>${escapeHtml(strings.title)}</h1>
<p>${escapeHtml(strings.intro)}</p>
<form id="upload" novalidate>
<label for="document">${escapeHtml(strings.fileLabel)}</label>
<input id="document" name="document" type="file" accept="image/jpeg,image/png,image/webp,image/heic">
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
