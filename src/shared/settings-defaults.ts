// The settings defaults (docs/product-rules.md, "Site settings") without zod, so the public pages can use
// them without shipping the schema library to every visitor; src/shared/schemas/settings.ts re-exports them.

export const DEFAULT_SETTINGS = {
  groupName: 'Aarohi',
  tagline: 'Celebrating Culture, Together',
  aboutText:
    'We are a community of families and friends in Tracy, California, preserving our culture through festivals and gatherings. Our celebrations bring together music, dance, food and traditions, passing them on to the next generation.\n\nEveryone is welcome. Whether you grew up with these traditions or are discovering them for the first time, join us to celebrate, volunteer, or simply enjoy an evening with the community.',
  contactEmail: 'info@aarohi.org',
  whatsappLink: '#',
  instagramLink: '#',
  announcementText: '',
  showAnnouncement: false,
} as const;
