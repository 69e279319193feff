/**
 * The admin's screens' messages share the catalogues with the public pages, under ids of their own (`admin.…`):
 * a public page's data carries only the others, and the admin's screens load the whole catalogue
 * (admin-language.tsx).
 */
export const isAdminMessage = (id: string): boolean => id.startsWith('admin.');
