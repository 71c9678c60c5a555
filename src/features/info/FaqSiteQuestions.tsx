import type { ReactNode } from 'react';
import { InternalLink } from '../../components/InternalLink';

export interface FaqGroup {
  title: string;
  items: { question: string; answer: ReactNode }[];
}

/** FAQ groups about the site itself: using it, accounts and saved items. */
export const faqSiteGroups: FaqGroup[] = [
  {
    title: 'Using VetHub',
    items: [
      {
        question: 'Is VetHub free to use?',
        answer:
          'Yes. Reading, the benefits tools, the directories and saving items are free for veterans, families and everyone else. VetHub is run as a nonprofit and supported by donations and by partners who pay for featured placement.',
      },
      {
        question: 'Is VetHub part of the VA?',
        answer: (
          <>
            No. VetHub is independent and is not affiliated with VA or the Department of Defense. VA
            decides every claim and benefit.{' '}
            <InternalLink to="/disclaimer">Read the disclaimer</InternalLink>.
          </>
        ),
      },
      {
        question: 'Do I need an account?',
        answer:
          'No. You can read everything, use the calculator and claim tracker, and save items without an account. Accounts are for people who post content and for the dashboards.',
      },
      {
        question: 'How do I make the text bigger or change the contrast?',
        answer: (
          <>
            Use the text size and contrast controls in the footer's Support tab, or on{' '}
            <InternalLink to="/your-page">your page</InternalLink>. Text size goes from 50 to 200
            percent, and VetHub remembers your choice on this device.
          </>
        ),
      },
      {
        question: 'How do I find a page or a listing?',
        answer: (
          <>
            Use <InternalLink to="/search">search</InternalLink> for services, deals, articles, jobs
            and military careers, or the <InternalLink to="/sitemap">sitemap</InternalLink> for a
            list of every page.
          </>
        ),
      },
    ],
  },
  {
    title: 'Accounts',
    items: [
      {
        question: 'Who needs an account?',
        answer:
          'Partners who post services, VetDeals, articles or jobs, and anyone who wants to use a dashboard. Reading and saving do not need one.',
      },
      {
        question: 'How do I create an account or sign in?',
        answer: (
          <>
            <InternalLink to="/auth/register">Create an account</InternalLink> with your email
            address and a password, or <InternalLink to="/auth">sign in</InternalLink> with an
            existing account or with Google.
          </>
        ),
      },
      {
        question: 'I forgot my password. What do I do?',
        answer:
          'On the sign-in page, choose the option to reset your password. We email you a link that lets you set a new one.',
      },
      {
        question: 'What is veteran verification?',
        answer:
          'VetHub can confirm your veteran status through ID.me. It is optional: you do not need it to use VetHub. We keep only the fact that you were verified.',
      },
      {
        question: 'How do I close my account?',
        answer: (
          <>
            <InternalLink to="/contact">Ask us through the contact page</InternalLink>, using the
            email address of your account. We will delete your account and tell you what happens to
            anything you posted.
          </>
        ),
      },
    ],
  },
  {
    title: 'Saved items',
    items: [
      {
        question: 'How do I save something?',
        answer: (
          <>
            Use the save button on a deal, article, service or job. Everything you saved is on the{' '}
            <InternalLink to="/saved">Saved items page</InternalLink>, and the header shows how many
            you have.
          </>
        ),
      },
      {
        question: 'Where are my saved items kept?',
        answer:
          'On this device only, in your browser. They are not sent to our servers and are not linked to your account, so they do not appear on another phone or computer.',
      },
      {
        question: 'Why did my saved items disappear?',
        answer:
          'Usually because you are on a different device or browser, you used a private window, or the browser data was cleared. We have no copy on our servers, so we cannot restore them.',
      },
      {
        question: 'What does "no longer available" mean on a saved item?',
        answer:
          'The partner removed that listing, or it was taken down. Your saved copy stays for 7 days so you can note anything you need, then it is removed.',
      },
      {
        question: 'Can I see saved items without a connection?',
        answer: 'Yes. Saved items are on your device, so the Saved items page works offline.',
      },
    ],
  },
];
