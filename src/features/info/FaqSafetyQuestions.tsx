import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import type { FaqGroup } from './FaqSiteQuestions';

/** FAQ groups about posting, privacy and safety, and using VetHub offline. */
export const faqSafetyGroups: FaqGroup[] = [
  {
    title: 'Posting content',
    items: [
      {
        question: 'What can partners post?',
        answer: (
          <>
            Services for the directory, VetDeals, blog articles and jobs. Start from{' '}
            <InternalLink to="/submit">submit content</InternalLink>, or read{' '}
            <InternalLink to="/business">VetHub for businesses and partners</InternalLink>.
          </>
        ),
      },
      {
        question: 'What rules do posts have to follow?',
        answer: (
          <>
            Posts must be accurate, lawful and fair to veterans. Each kind has a requirements page:{' '}
            <InternalLink to="/services/requirements">services</InternalLink>,{' '}
            <InternalLink to="/vetdeals/requirements">VetDeals</InternalLink> and{' '}
            <InternalLink to="/blog/requirements">articles</InternalLink>. The{' '}
            <InternalLink to="/terms">terms of use</InternalLink> apply to everything.
          </>
        ),
      },
      {
        question: 'Does it cost anything to post?',
        answer: (
          <>
            The <InternalLink to="/pricing">pricing plans page</InternalLink> explains what it costs
            partners to list on VetHub. Featured placement is paid, and featured posts are labelled
            "Featured" or "Sponsored".
          </>
        ),
      },
      {
        question: 'How do I change or remove something I posted?',
        answer: (
          <>
            Sign in and open your <InternalLink to="/dashboard">dashboard</InternalLink>. The
            business dashboard lists your posts with links to edit each one.
          </>
        ),
      },
      {
        question: 'I saw a misleading listing. How do I report it?',
        answer: (
          <>
            <InternalLink to="/contact">Tell us through the contact page</InternalLink>. Include the
            page address and what is wrong. We read every report.
          </>
        ),
      },
    ],
  },
  {
    title: 'Privacy and safety',
    items: [
      {
        question: 'Does VetHub sell my data?',
        answer: 'No, never. VetHub also uses no advertising trackers.',
      },
      {
        question: 'Is my claim tracker information sent anywhere?',
        answer:
          'No. Claim tracker records stay on your device. They are not sent to VetHub or to VA.',
      },
      {
        question: 'Does VetHub use cookies?',
        answer: (
          <>
            No advertising or tracking cookies. VetHub keeps your settings, your sign-in and an
            offline copy in your browser. The{' '}
            <InternalLink to="/cookies">cookies and local storage page</InternalLink> lists each
            one.
          </>
        ),
      },
      {
        question: 'I am on a shared or library computer. What should I do?',
        answer:
          'When you finish, sign out and remove your saved items. Do not enter claim tracker records on a shared device, and clear the browser data for this site if you can.',
      },
      {
        question: 'How do I ask VetHub to delete my data?',
        answer: (
          <>
            <InternalLink to="/contact">Send a request through the contact page</InternalLink>. The{' '}
            <InternalLink to="/privacy">privacy policy</InternalLink> explains what we hold.
          </>
        ),
      },
      {
        question: 'I need help right now. Who can I contact?',
        answer: (
          <>
            Contact the Veterans Crisis Line: call 988 then press 1, text 838255, or{' '}
            <ExternalLink href="https://www.veteranscrisisline.net/get-help-now/chat/">
              chat online with the Veterans Crisis Line
            </ExternalLink>
            .
          </>
        ),
      },
    ],
  },
  {
    title: 'Offline use',
    items: [
      {
        question: 'Does VetHub work without an internet connection?',
        answer:
          'Yes, after one visit. The app and the public listings you have opened are kept on your device, along with your saved items, so you can keep reading offline.',
      },
      {
        question: 'What happens if I send something while offline?',
        answer:
          'It waits in a queue marked "queued — will send when you are back online" and sends itself when the connection returns. Nothing is lost if you reload the page.',
      },
      {
        question: 'How do I know whether I am connected?',
        answer: (
          <>
            The header shows a small status: Connected, Connecting, Offline or Problem connecting.{' '}
            <InternalLink to="/network-help">Read what each status means</InternalLink>.
          </>
        ),
      },
      {
        question: 'Can I put VetHub on my home screen?',
        answer:
          'Yes. Open your browser menu and choose Install or Add to Home Screen. VetHub then opens like an app.',
      },
      {
        question: 'Why does a listing look out of date?',
        answer:
          'You may be seeing the copy saved on your device from your last visit. Once you are connected again, reload the page to get the latest version.',
      },
    ],
  },
];
