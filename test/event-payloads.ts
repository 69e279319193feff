/**
 * An event form's lists as the tests fill them in: two highlights, a welcome in the schedule, and one activity
 * category (Dance) with instructions and two options.
 */
export const eventFormLists = {
  highlights: ['Food', 'Music'],
  schedule: [{ time: '6:00 PM', activity: 'Welcome', description: 'Opening words' }],
  activities: [
    {
      category: 'Dance',
      instructions: 'Tell us your style',
      options: [
        { id: 'opt_garba', name: 'Garba' },
        { id: 'opt_bhangra', name: 'Bhangra' },
      ],
    },
  ],
};
