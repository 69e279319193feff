import { TitledSection } from '@client/components/titled-section';
import { buttonVariants } from '@client/components/ui/button';
import { useLocalePath, useT } from '@client/lib/i18n/i18n-context';
import { HandHeart } from 'lucide-react';
import { useEventShifts } from '../api/get-event-shifts';
import { shiftsByRole } from './shift-picker';

/** volunteerPath('diwali-2025'): the event's call for volunteers. */
export const volunteerPath = (slug: string) => `/events/${encodeURIComponent(slug)}/volunteer`;

/** The event page's "Volunteer" section: shown while shifts need people, leading to the shifts and the form. */
export function VolunteerSection({ slug, title }: { slug: string; title: string }) {
  const { data: shifts = [] } = useEventShifts(slug);
  const t = useT();
  const localePath = useLocalePath();
  const open = shifts.filter((shift) => shift.spotsLeft > 0);
  if (open.length === 0) return null;
  const roles = shiftsByRole(open).map(([role]) => role);
  return (
    <TitledSection id="volunteer-heading" title={t('volunteer.section')}>
      <div className="mt-4 rounded-2xl border border-border bg-card p-5">
        <p className="text-lg">{t('volunteer.sectionText', { event: title })}</p>
        <p className="mt-2 text-muted-foreground">{t('volunteer.helpNeeded', { roles: roles.join(', ') })}</p>
        <a
          href={localePath(volunteerPath(slug))}
          className={buttonVariants({ size: 'lg', className: 'mt-4 w-full sm:w-auto' })}
        >
          <HandHeart aria-hidden="true" />
          {t('volunteer.seeShifts')}
        </a>
      </div>
    </TitledSection>
  );
}
