import type { ApiError } from '@mall/api';
import { toast } from '@mall/ui';

export type Translate = (id: string) => string;

/**
 * Connects the API client, which is made once outside React, to the parts of
 * the app that can answer it: the current language (sent as Accept-Language,
 * and used for error toasts with default texts, spec §8) and the session
 * (which opens the sign-in dialog on a login-required answer). Each part connects from an
 * effect and disconnects on cleanup.
 */
export class ClientBridge {
  private translate: Translate | undefined;

  /** `languageTag`: the language of the first render, until the providers connect. */
  constructor(private languageTag: string | undefined) {}
  private openLogin: (() => void) | undefined;

  /** Shows an API error as a toast, translating default texts. */
  notify(error: ApiError): void {
    toast.error(error.messageKey && this.translate ? this.translate(error.messageKey) : error.message);
  }

  /** The login-required rule ran away from the home page: open the dialog. */
  loginRequired(): void {
    this.openLogin?.();
  }

  /** The interface language, sent with every call so the server answers in it. */
  language(): string | undefined {
    return this.languageTag;
  }

  connectTranslator(translate: Translate, languageTag: string): () => void {
    this.translate = translate;
    this.languageTag = languageTag;
    return () => {
      if (this.translate === translate) this.translate = undefined;
    };
  }

  connectLoginOpener(open: () => void): () => void {
    this.openLogin = open;
    return () => {
      if (this.openLogin === open) this.openLogin = undefined;
    };
  }
}
