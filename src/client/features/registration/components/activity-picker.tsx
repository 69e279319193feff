import { Checkbox } from '@client/components/ui/checkbox';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { useT } from '@client/lib/i18n/i18n-context';
import { ACTIVITY_RESPONSE_ROWS } from '@shared/constants';
import type { ActivityGroup } from '@shared/schemas/events';
import type { ActivityResponse } from '@shared/schemas/registrations';

/**
 * The activity picker: per group a heading and a checkbox per option, plus a 3-row response box when the group
 * has instructions. Unchecking removes the id; a response is kept only while non-empty.
 */
export function ActivityPicker({
  groups,
  selected,
  onSelectedChange,
  responses,
  onResponsesChange,
}: {
  groups: ActivityGroup[];
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
  responses: ActivityResponse[];
  onResponsesChange: (responses: ActivityResponse[]) => void;
}) {
  const t = useT();
  const toggle = (id: string, checked: boolean) =>
    onSelectedChange(checked ? [...selected.filter((s) => s !== id), id] : selected.filter((s) => s !== id));
  const setResponse = (category: string, response: string) => {
    const others = responses.filter((r) => r.category !== category);
    onResponsesChange(response.trim() ? [...others, { category, response }] : others);
  };

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 font-medium text-sm">{t('registration.activities')}</legend>
      {groups.map((group, g) => (
        <div key={group.category} className="grid gap-2 rounded-lg border border-border p-3">
          <p className="font-semibold text-sm" id={`activity-group-${g}`}>
            {group.categoryLabel ?? group.category}
          </p>
          {group.instructions ? <p className="text-muted-foreground text-sm">{group.instructions}</p> : null}
          <ul className="grid gap-2" aria-labelledby={`activity-group-${g}`}>
            {group.options.map((option) => (
              <li key={option.id} className="flex items-center gap-2">
                <Checkbox
                  id={`activity-${option.id}`}
                  checked={selected.includes(option.id)}
                  onCheckedChange={(checked) => toggle(option.id, checked === true)}
                />
                <Label htmlFor={`activity-${option.id}`} weight="normal">
                  {option.name}
                </Label>
              </li>
            ))}
          </ul>
          {group.instructions ? (
            <Textarea
              aria-label={t('registration.activityResponse', {
                category: group.categoryLabel ?? group.category,
              })}
              rows={ACTIVITY_RESPONSE_ROWS}
              placeholder={t('registration.activityPlaceholder')}
              maxLength={2000}
              value={responses.find((r) => r.category === group.category)?.response ?? ''}
              onChange={(e) => setResponse(group.category, e.target.value)}
            />
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}
