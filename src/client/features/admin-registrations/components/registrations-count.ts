/** "3 registrations", "1 registration": how many registrations, in words. */
export const registrationsCount = (count: number) =>
  `${count} ${count === 1 ? 'registration' : 'registrations'}`;
