// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from '../../../src/features/contact/contactSchema';
import { feedbackSchema } from '../../../src/features/contact/feedbackSchema';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('the contact message schema', () => {
  it('accepts a complete message, trimmed, with the address lower-cased', () => {
    const parsed = contactMessageSchema.parse({
      topic: 'correction',
      name: '  Pat Doe ',
      email: ' Pat@Example.COM',
      message: ' The phone number on listing 12 is out of date. ',
    });
    expect(parsed).toEqual({
      topic: 'correction',
      name: 'Pat Doe',
      email: 'pat@example.com',
      message: 'The phone number on listing 12 is out of date.',
      language: 'en',
    });
  });

  it('keeps the language of the page it was sent from, and only a language VetHub writes', () => {
    const message = { topic: 'other', name: 'Luz', email: 'luz@example.com', message: 'Hola' };
    expect(contactMessageSchema.parse({ ...message, language: 'es' }).language).toBe('es');
    expect(contactMessageSchema.safeParse({ ...message, language: 'fr' }).success).toBe(false);
  });

  it('says what is missing or wrong, field by field', () => {
    const result = contactMessageSchema.safeParse({
      topic: '',
      name: ' ',
      email: 'pat@',
      message: '',
    });
    expect(messages(result)).toEqual({
      topic: 'Choose what your message is about.',
      name: 'Enter your name.',
      email: 'Please enter a valid email address.',
      message: 'Write your message.',
    });
  });

  it('refuses a message longer than the table allows', () => {
    const result = contactMessageSchema.safeParse({
      topic: 'other',
      name: 'Pat',
      email: 'pat@example.com',
      message: 'x'.repeat(5001),
    });
    expect(messages(result)).toEqual({ message: 'Use at most 5,000 characters.' });
  });
});

describe('the feedback schema', () => {
  it('needs only a topic and the feedback; blank optional fields are left out', () => {
    const parsed = feedbackSchema.parse({
      kind: 'idea',
      message: 'Please add a dark mode.',
      page: ' ',
      rating: '',
      name: '',
      email: '',
    });
    expect(parsed).toEqual({ kind: 'idea', message: 'Please add a dark mode.', language: 'en' });
  });

  it('keeps page, rating (as a number), name and email when given', () => {
    const parsed = feedbackSchema.parse({
      kind: 'accessibility',
      message: 'The map is hard to use with a screen reader.',
      page: '/services',
      rating: '2',
      name: 'Sam',
      email: 'SAM@example.com',
    });
    expect(parsed).toMatchObject({
      page: '/services',
      rating: 2,
      name: 'Sam',
      email: 'sam@example.com',
    });
  });

  it('refuses a rating outside 1 to 5 and an unknown topic', () => {
    const result = feedbackSchema.safeParse({ kind: 'rant', message: 'Hi', rating: '9' });
    expect(messages(result)).toEqual({
      kind: 'Choose what your feedback is about.',
      rating: 'Choose from 1 to 5.',
    });
  });
});
