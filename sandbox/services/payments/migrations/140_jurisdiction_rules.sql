-- Issue 11 (SG-12): each jurisdiction's safer-gambling rules as data. Adding a jurisdiction is
-- inserting a row; the defaults are the least the operator's licence asks anywhere. Help
-- organisations are links out ({"name","phone","url"}); messages are plain text per language.
ALTER TABLE jurisdictions
  ADD COLUMN minimum_age                       integer NOT NULL DEFAULT 18 CHECK (minimum_age BETWEEN 18 AND 25),
  ADD COLUMN practice_play_needs_verified_age  boolean NOT NULL DEFAULT false,
  ADD COLUMN reality_check_minutes             integer NOT NULL DEFAULT 60 CHECK (reality_check_minutes BETWEEN 1 AND 1440),
  ADD COLUMN cooling_off_hours                 integer NOT NULL DEFAULT 24 CHECK (cooling_off_hours BETWEEN 1 AND 720),
  ADD COLUMN help_organisations                jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN login_message                     jsonb NOT NULL DEFAULT '{"en":"","es":"","de":""}',
  ADD COLUMN logout_message                    jsonb NOT NULL DEFAULT '{"en":"","es":"","de":""}',
  ADD COLUMN autoplay_allowed                  boolean NOT NULL DEFAULT true,
  ADD COLUMN quick_spin_allowed                boolean NOT NULL DEFAULT true;

UPDATE jurisdictions SET
  practice_play_needs_verified_age = true,
  autoplay_allowed = false,
  quick_spin_allowed = false,
  help_organisations = '[{"name":"GamCare","phone":"0808 8020 133","url":"https://www.gamcare.org.uk"},{"name":"GambleAware","phone":"0808 8020 133","url":"https://www.begambleaware.org"}]',
  login_message = '{"en":"When the fun stops, stop. You can set deposit, loss, wager and time limits in Safer gambling.","es":"Cuando deje de ser divertido, para. Puedes fijar límites de depósito, pérdida, apuesta y tiempo en Juego más seguro.","de":"Wenn der Spaß aufhört, hören Sie auf. Sie können in Sicherer Spielen Einzahlungs-, Verlust-, Einsatz- und Zeitlimits festlegen."}',
  logout_message = '{"en":"Thank you for playing. If gambling is no longer fun, GamCare can help: 0808 8020 133.","es":"Gracias por jugar. Si el juego ha dejado de ser divertido, GamCare puede ayudarte: 0808 8020 133.","de":"Danke fürs Spielen. Wenn das Spielen keinen Spaß mehr macht, hilft GamCare: 0808 8020 133."}'
WHERE code = 'GB';

UPDATE jurisdictions SET
  help_organisations = '[{"name":"Sedqa","phone":"1810","url":"https://fsws.gov.mt/en/sedqa"}]',
  login_message = '{"en":"Play responsibly. You can set limits at any time in Safer gambling.","es":"Juega con responsabilidad. Puedes fijar límites en cualquier momento en Juego más seguro.","de":"Spielen Sie verantwortungsbewusst. Sie können jederzeit Limits in Sicherer Spielen festlegen."}',
  logout_message = '{"en":"Thank you for playing. If you need help, Sedqa answers on 1810.","es":"Gracias por jugar. Si necesitas ayuda, Sedqa atiende en el 1810.","de":"Danke fürs Spielen. Wenn Sie Hilfe brauchen, erreichen Sie Sedqa unter 1810."}'
WHERE code = 'MT';

UPDATE jurisdictions SET
  help_organisations = '[{"name":"Jugadores Anónimos","phone":"900 200 225","url":"https://www.jugarbien.es"}]',
  login_message = '{"en":"Play responsibly. You can set limits at any time in Safer gambling.","es":"Juega con responsabilidad. Puedes fijar límites en cualquier momento en Juego más seguro.","de":"Spielen Sie verantwortungsbewusst. Sie können jederzeit Limits in Sicherer Spielen festlegen."}',
  logout_message = '{"en":"Thank you for playing. If you need help, call 900 200 225.","es":"Gracias por jugar. Si necesitas ayuda, llama al 900 200 225.","de":"Danke fürs Spielen. Wenn Sie Hilfe brauchen, rufen Sie 900 200 225 an."}'
WHERE code = 'ES';

UPDATE jurisdictions SET
  minimum_age = 19,
  help_organisations = '[{"name":"ConnexOntario","phone":"1-866-531-2600","url":"https://www.connexontario.ca"}]',
  login_message = '{"en":"Know your limit, play within it. You can set limits at any time in Safer gambling.","es":"Conoce tu límite y juega dentro de él. Puedes fijar límites en cualquier momento en Juego más seguro.","de":"Kennen Sie Ihr Limit und spielen Sie innerhalb davon. Sie können jederzeit Limits in Sicherer Spielen festlegen."}',
  logout_message = '{"en":"Thank you for playing. ConnexOntario offers free help, day and night: 1-866-531-2600.","es":"Gracias por jugar. ConnexOntario ofrece ayuda gratuita día y noche: 1-866-531-2600.","de":"Danke fürs Spielen. ConnexOntario bietet rund um die Uhr kostenlose Hilfe: 1-866-531-2600."}'
WHERE code = 'CA-ON';
