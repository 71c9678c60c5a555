/** Mail the stack would send (sign-up confirmation, password recovery), kept for the mailbox page. */
export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The list headers a mail client acts on (RFC 2369, RFC 8058), when the sender set them. */
  headers?: Record<string, string>;
  sentAt: string;
}

export class Mailbox {
  private mails: Mail[] = [];
  private nextId = 1;

  send(mail: Omit<Mail, 'id' | 'sentAt'>): Mail {
    const stored = { ...mail, id: this.nextId++, sentAt: new Date().toISOString() };
    this.mails.push(stored);
    // Bounded so a long-running kiosk stack never grows without limit.
    if (this.mails.length > 500) this.mails.shift();
    return stored;
  }

  list(to?: string): Mail[] {
    const all = [...this.mails].reverse();
    return to ? all.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : all;
  }

  get(id: number): Mail | undefined {
    return this.mails.find((m) => m.id === id);
  }
}
