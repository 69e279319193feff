import { InstagramIcon } from '@client/components/icons/instagram-icon';
import { WhatsAppIcon } from '@client/components/icons/whatsapp-icon';
import type { SiteSettings } from '@shared/schemas/settings';

/** The group's WhatsApp and Instagram links from the settings, each with its brand's name, glyph and button style. */
export const socialLinks = (settings: SiteSettings) =>
  [
    { name: 'WhatsApp', href: settings.whatsappLink, Icon: WhatsAppIcon, variant: 'whatsapp' },
    { name: 'Instagram', href: settings.instagramLink, Icon: InstagramIcon, variant: 'instagram' },
  ] as const;
