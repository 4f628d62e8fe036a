/** Messages of one locale: message id → ICU message text. */
export type MessageTable = Record<string, string>;
