import { Button } from '@mantine/core';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { isKioskDevice } from '../../data/kioskFlag';
import {
  cookieConsentAtom,
  deadlineRemindersAtom,
  dealRemindersAtom,
  popupDismissalsAtom,
  type PopupKind,
} from '../../data/settings';
import { useDeadlineReminder } from '../../features/benefits/deadlineReminder';
import { useDealReminder } from '../../features/saved/dealReminder';
import { CookieBanner } from './CookieBanner';
import { CLAIM_TRACKER_PATH, DeadlineReminderCard } from './DeadlineReminderCard';
import { DealReminderCard, SAVED_PATH } from './DealReminderCard';
import { PopupCard } from './PopupCard';
import { popupContent } from './popupContent';
import {
  canShowPopup,
  isDismissed,
  popupsDisabledOn,
  SECTION_POPUP_DELAY_MS,
  sectionPopupFor,
  SOCIAL_POPUP_RETRY_MS,
  socialPopupDelay,
  type PopupContext,
} from './popupRules';
import { SharePopupActions } from './SharePopupActions';
import { t } from './words';

interface OpenPopup {
  kind: PopupKind;
  /** The path it opened on: a popup closes when the route changes. */
  pathname: string;
}

export function PopupManager() {
  const { pathname } = useLocation();
  const consent = useAtomValue(cookieConsentAtom);
  const [dismissals, setDismissals] = useAtom(popupDismissalsAtom);
  const [open, setOpen] = useState<OpenPopup | null>(null);
  const visible = open && open.pathname === pathname ? open.kind : null;
  // A kiosk's staff acknowledged the notice at set-up; its bar carries it in one line.
  const cookieBannerShowing = consent === null && !popupsDisabledOn(pathname) && !isKioskDevice();
  // The reminder a veteran opted into comes before any other popup, once per opening of VetHub;
  // never on a kiosk, nor on the tracker itself, which shows the time limits.
  // Saved deals about to end come next, the same way; never on the Saved page itself.
  const reminder = useDeadlineReminder();
  const dealReminder = useDealReminder();
  const setReminders = useSetAtom(deadlineRemindersAtom);
  const setDealReminders = useSetAtom(dealRemindersAtom);
  const [reminderClosed, setReminderClosed] = useState(false);
  const [dealReminderClosed, setDealReminderClosed] = useState(false);
  const deadlineDue = reminder !== null && !reminderClosed && pathname !== CLAIM_TRACKER_PATH;
  const dealDue = dealReminder !== null && !dealReminderClosed && pathname !== SAVED_PATH;
  const reminderShowing =
    (deadlineDue || dealDue) &&
    !cookieBannerShowing &&
    !popupsDisabledOn(pathname) &&
    !isKioskDevice();
  const reminderShows = useRef(reminderShowing);
  useEffect(() => {
    reminderShows.current = reminderShowing;
  });

  // Timers outlive renders, so they read the latest context through a ref.
  const context = useRef<PopupContext>({
    pathname,
    cookieBannerShowing,
    openPopup: visible,
    dismissals,
    now: 0,
  });
  useEffect(() => {
    context.current = { pathname, cookieBannerShowing, openPopup: visible, dismissals, now: 0 };
  });

  const tryOpen = useCallback((kind: PopupKind): boolean => {
    const ctx = { ...context.current, now: Date.now() };
    // A kiosk shows no popups at all: visitors come and go, and the bar holds the notice.
    if (isKioskDevice() || reminderShows.current || !canShowPopup(kind, ctx)) return false;
    setOpen({ kind, pathname: ctx.pathname });
    return true;
  }, []);

  const section = sectionPopupFor(pathname);
  useEffect(() => {
    if (!section) return undefined;
    const timer = window.setTimeout(() => tryOpen(section), SECTION_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [section, tryOpen]);

  useEffect(() => {
    let timer = 0;
    const attempt = () => {
      if (tryOpen('social')) return;
      if (isDismissed(context.current.dismissals, 'social', Date.now())) return;
      timer = window.setTimeout(attempt, SOCIAL_POPUP_RETRY_MS);
    };
    timer = window.setTimeout(attempt, socialPopupDelay());
    return () => window.clearTimeout(timer);
  }, [tryOpen]);

  if (cookieBannerShowing) return <CookieBanner />;
  if (reminder && deadlineDue && reminderShowing) {
    return (
      // On a Spanish page the card first loads the benefits words its time limits are said in.
      <Suspense fallback={null}>
        <DeadlineReminderCard
          reminder={reminder}
          onClose={() => setReminderClosed(true)}
          onTurnOff={() => setReminders(false)}
        />
      </Suspense>
    );
  }
  if (dealReminder && dealDue && reminderShowing) {
    return (
      <DealReminderCard
        reminder={dealReminder}
        onClose={() => setDealReminderClosed(true)}
        onTurnOff={() => setDealReminders(false)}
      />
    );
  }
  if (!visible) return null;

  const content = popupContent[visible];
  const dismiss = () => {
    setDismissals({ ...dismissals, [visible]: Date.now() });
    setOpen(null);
  };
  return (
    <PopupCard
      placement="corner"
      title={t(content.title)}
      onClose={dismiss}
      actions={
        <>
          {content.actionTo ? (
            <Button component={Link} to={content.actionTo} onClick={() => setOpen(null)}>
              {content.actionLabel ? t(content.actionLabel) : null}
            </Button>
          ) : (
            <SharePopupActions />
          )}
          <Button variant="subtle" onClick={dismiss}>
            {t('app.popup.notNowForDay')}
          </Button>
        </>
      }
    >
      {t(content.body)}
    </PopupCard>
  );
}
