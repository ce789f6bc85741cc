// Scenarios render the site in any language at once: every language's messages, loaded now (the site loads them as chunks).
import '../../src/presentation/app/i18n-all';
