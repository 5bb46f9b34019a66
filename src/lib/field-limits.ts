/**
 * The longest value each field of the forms takes, in characters: the intake's rules (contact-rules.ts) refuse
 * longer, the database's CHECK constraints stand behind them, and the fields' maxLength stops typing there. A
 * module of its own so the newsletter's page carries these numbers, not the whole of the rules.
 */
export const FIELD_LIMITS = {
  name: 200,
  email: 254,
  company: 200,
  phone: 50,
  message: 5000,
} as const;
