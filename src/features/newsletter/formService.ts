/**
 * The third-party form-submission service of spec §7 (Web3Forms' API): used only when an
 * access key is configured at build. The key is a public form key, meant for the browser.
 */
const FORM_SERVICE_URL = 'https://api.web3forms.com/submit';

export const newsletterFormKey = (): string =>
  (import.meta.env.VITE_NEWSLETTER_FORM_KEY as string | undefined) ?? '';

export interface FormServiceAnswer {
  success: boolean;
  message: string;
}

export async function postNewsletterSignup(
  accessKey: string,
  email: string,
  fetcher: typeof fetch = fetch,
): Promise<FormServiceAnswer> {
  try {
    const response = await fetcher(FORM_SERVICE_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        access_key: accessKey,
        subject: 'New VetHub newsletter subscription',
        from_name: 'VetHub',
        email,
      }),
    });
    const body = (await response.json().catch(() => ({}))) as Partial<FormServiceAnswer>;
    return { success: response.ok && body.success === true, message: body.message ?? '' };
  } catch (error) {
    return { success: false, message: error instanceof Error ? error.message : String(error) };
  }
}
