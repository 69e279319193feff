import { AdminLanguageSwitcher } from '@client/components/admin/admin-language-switcher';
import { CountedTabLabel } from '@client/components/admin/counted-tab-label';
import { useMailStatus } from '@client/components/admin/use-mail-status';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { type ComponentProps, useEffect, useState } from 'react';
import { usePageHead } from '../../app/head';
import { AuditLogTab } from '../../features/admin-audit/components/audit-log-tab';
import { useMe } from '../../features/admin-auth/api/get-me';
import { AdminAuthGate } from '../../features/admin-auth/components/admin-auth-gate';
import { LogoutButton } from '../../features/admin-auth/components/logout-button';
import { EventMessagesPanel } from '../../features/admin-event-messages/components/event-messages-panel';
import { EventsTab } from '../../features/admin-events/components/events-tab';
import { GalleryTab } from '../../features/admin-gallery/components/gallery-tab';
import { TestMailCard } from '../../features/admin-mail/components/test-mail-card';
import { MessagesTab } from '../../features/admin-messages/components/messages-tab';
import {
  MESSAGES_TAB_DESCRIPTION,
  useUnansweredCount,
} from '../../features/admin-messages/components/unanswered-count';
import { AllRegistrations } from '../../features/admin-registrations/components/all-registrations';
import { OpenRegistrationButton } from '../../features/admin-registrations/components/open-registration-button';
import { OverviewPanel } from '../../features/admin-registrations/components/overview-panel';
import { RegistrationsTab } from '../../features/admin-registrations/components/registrations-tab';
import {
  STALLS_TAB_DESCRIPTION,
  StallApplicationsTab,
  useStallsWaiting,
} from '../../features/admin-registrations/components/stall-applications-tab';
import { NewSeriesButton } from '../../features/admin-series/components/new-series-dialog';
import { SettingsTab } from '../../features/admin-settings/components/settings-tab';
import { TeamTab } from '../../features/admin-team/components/team-tab';
import { EventShiftsList } from '../../features/admin-volunteers/components/event-shifts-list';
import { VolunteersTab } from '../../features/admin-volunteers/components/volunteers-tab';
import { EventQrCode } from '../../features/qr-code/components/event-qr-code';
import { PrintFlyerLink } from '../../features/qr-code/components/print-flyer-link';
import { useSiteOrigin } from '../../features/site/use-site-origin';
import { useTimeZone } from '../../features/site/use-time-zone';
import { type MessageKey, useT } from '../../lib/i18n/i18n-context';
import { SetupNotice } from './setup-notice';

const TABS = [
  'Overview',
  'All registrations',
  'Events',
  'Registrations',
  'Stalls',
  'Volunteers',
  'Gallery',
  'Settings',
  'Messages',
  'Team',
  'Audit log',
] as const;
/** Each tab's name on screen (the English name is its id in the address). */
const TAB_LABELS: Record<(typeof TABS)[number], MessageKey> = {
  Overview: 'admin.page.tab.overview',
  'All registrations': 'admin.page.tab.allRegistrations',
  Events: 'admin.page.tab.events',
  Registrations: 'admin.page.tab.registrations',
  Stalls: 'admin.page.tab.stalls',
  Volunteers: 'admin.page.tab.volunteers',
  Gallery: 'admin.page.tab.gallery',
  Settings: 'admin.page.tab.settings',
  Messages: 'admin.page.tab.messages',
  Team: 'admin.page.tab.team',
  'Audit log': 'admin.page.tab.auditLog',
};
const CHECK_IN_PATH = '/admin/check-in';
/** Where a link goes in a message that has one. */
const LINK = '\uE000';
const VOLUNTEER_AUDIENCES = ['volunteers', 'shift-volunteers'] as const;
type Tab = (typeof TABS)[number];
const hashOf = (tab: Tab) => tab.toLowerCase().replaceAll(' ', '-');

/**
 * The open tab lives in the address (#registrations), so a reload or a shared link opens the same screen. The
 * hash is also the tab's value: radix makes the tab's ids from it, and an id may not hold a space.
 */
function useTabFromHash(): [Tab, (tab: string) => void] {
  const fromHash = () => TABS.find((t) => `#${hashOf(t)}` === window.location.hash) ?? 'Overview';
  const [tab, setTab] = useState<Tab>(fromHash);
  // The overview's links change the hash: follow them.
  useEffect(() => {
    const follow = () => setTab(fromHash());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  });
  const select = (value: string) => {
    const next = TABS.find((t) => hashOf(t) === value) ?? 'Overview';
    setTab(next);
    window.history.replaceState(null, '', `${window.location.search}#${hashOf(next)}`);
  };
  return [tab, select];
}

/**
 * The tabs' names. Messages and Stalls carry a badge counting what waits there; the tab's name stays its name,
 * and the count is its description for screen readers.
 */
function TabNames() {
  const t = useT();
  const unanswered = useUnansweredCount();
  const stallsWaiting = useStallsWaiting();
  const badges: Partial<Record<Tab, Omit<ComponentProps<typeof CountedTabLabel>, 'label'>>> = {
    Messages: {
      count: unanswered,
      countTestId: 'unanswered-count',
      descriptionId: MESSAGES_TAB_DESCRIPTION,
      description: t('admin.messages.unanswered', { count: unanswered }),
    },
    Stalls: {
      count: stallsWaiting,
      countTestId: 'stalls-waiting-count',
      descriptionId: STALLS_TAB_DESCRIPTION,
      description: t('admin.stalls.waiting', { count: stallsWaiting }),
    },
  };
  return (
    <TabsList stretch>
      {TABS.map((tab) => {
        const badge = badges[tab];
        return (
          <TabsTrigger key={tab} value={hashOf(tab)} aria-describedby={badge?.descriptionId}>
            {badge ? <CountedTabLabel label={t(TAB_LABELS[tab])} {...badge} /> : t(TAB_LABELS[tab])}
          </TabsTrigger>
        );
      })}
    </TabsList>
  );
}

function Dashboard() {
  const origin = useSiteOrigin();
  const timeZone = useTimeZone();
  const [tab, setTab] = useTabFromHash();
  const mailStatus = useMailStatus().data;
  const t = useT();
  return (
    <div className="min-h-dvh bg-background">
      <header className="border-border border-b bg-card">
        {/* Wraps where the language's words are long (a phone in Spanish). */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          {/* The language beside the title: on a phone the links and Logout then keep one row below. */}
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-bold text-2xl sm:text-3xl">{t('admin.page.title')}</h1>
            <AdminLanguageSwitcher />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <a
              href="/admin/reports"
              className="text-muted-foreground text-sm underline-offset-4 hover:underline"
            >
              {t('admin.page.reports')}
            </a>
            <a
              href={CHECK_IN_PATH}
              className="text-muted-foreground text-sm underline-offset-4 hover:underline"
            >
              {t('admin.page.checkIn')}
            </a>
            <a
              href="/"
              className="hidden text-muted-foreground text-sm underline-offset-4 hover:underline sm:inline"
            >
              {t('admin.page.viewSite')}
            </a>
            <LogoutButton />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">
        <SetupNotice />
        <Tabs value={hashOf(tab)} onValueChange={setTab} className="flex flex-col gap-10">
          <TabNames />
          <TabsContent value="overview">
            <OverviewPanel timeZone={timeZone} />
          </TabsContent>
          <TabsContent value="all-registrations">
            <AllRegistrations timeZone={timeZone} mailStatus={mailStatus} />
          </TabsContent>
          <TabsContent value="events">
            <EventsTab
              timeZone={timeZone}
              origin={origin}
              renderQrCode={(event) => (
                <>
                  <EventQrCode origin={origin} identifier={event.slug} title={event.title} />
                  <PrintFlyerLink eventId={event.id} />
                </>
              )}
              renderMessages={(event) => <EventMessagesPanel event={event} timeZone={timeZone} />}
              renderShifts={(event) => <EventShiftsList eventId={event.id} timeZone={timeZone} />}
              extraActions={<NewSeriesButton />}
            />
          </TabsContent>
          <TabsContent value="registrations">
            <RegistrationsTab timeZone={timeZone} />
          </TabsContent>
          <TabsContent value="stalls">
            <StallApplicationsTab timeZone={timeZone} />
          </TabsContent>
          <TabsContent value="volunteers">
            <VolunteersTab
              timeZone={timeZone}
              renderMessages={(event, shifts) => (
                <EventMessagesPanel
                  event={event}
                  timeZone={timeZone}
                  audiences={VOLUNTEER_AUDIENCES}
                  shifts={shifts}
                />
              )}
            />
          </TabsContent>
          <TabsContent value="gallery">
            <GalleryTab timeZone={timeZone} />
          </TabsContent>
          <TabsContent value="settings">
            <SettingsTab extra={<TestMailCard />} />
          </TabsContent>
          <TabsContent value="messages">
            <MessagesTab timeZone={timeZone} />
          </TabsContent>
          <TabsContent value="team">
            <TeamTab />
          </TabsContent>
          <TabsContent value="audit-log">
            <AuditLogTab
              timeZone={timeZone}
              renderRecord={(entry) =>
                entry.entity === 'registration' && entry.action !== 'delete' && entry.entityId ? (
                  <OpenRegistrationButton
                    id={entry.entityId}
                    label={t('admin.page.openRegistration')}
                    mailStatus={mailStatus}
                    timeZone={timeZone}
                  />
                ) : null
              }
            />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}

/**
 * A door volunteer's account can use only the check-in screen: it goes there (a full page load, since only that
 * page may use the camera).
 */
function DashboardOrCheckIn() {
  const role = useMe().data?.user?.role;
  const t = useT();
  useEffect(() => {
    if (role === 'door') window.location.replace(CHECK_IN_PATH);
  }, [role]);
  if (role === 'door') {
    const [before, after] = t('admin.page.openingCheckIn', { screen: LINK }).split(LINK);
    return (
      <p className="p-6" role="status">
        {before}
        <a href={CHECK_IN_PATH}>{t('admin.page.checkInScreen')}</a>
        {after}
      </p>
    );
  }
  return <Dashboard />;
}

/** /admin: the login, then the dashboard; each tab is a feature. */
export default function AdminPage() {
  const t = useT();
  usePageHead({ title: t('admin.page.headTitle'), noindex: true });
  return (
    <AdminAuthGate>
      <DashboardOrCheckIn />
    </AdminAuthGate>
  );
}
