import { IconListItem } from '@client/components/icon-list-item';
import { socialLinks } from '@client/components/layout/social-links';
import { PageHeader } from '@client/components/page-header';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { ContactForm } from '@client/features/contact/components/contact-form';
import { useSiteSettings } from '@client/features/settings/use-site-settings';
import { type Translate, useT } from '@client/lib/i18n/i18n-context';
import { LOCATION_TEXT } from '@shared/constants';
import { Heart, Mail, MapPin } from 'lucide-react';
import { usePageHead } from '../../app/head';
import { contactHead } from '../../app/page-heads';

/** The Contact Information card's facts: how to write, where the group is, who may come. */
const contactFacts = (contactEmail: string, t: Translate) => [
  {
    icon: Mail,
    title: t('contact.email'),
    body: (
      <a href={`mailto:${contactEmail}`} className="break-all text-primary underline">
        {contactEmail}
      </a>
    ),
  },
  { icon: MapPin, title: t('contact.location'), body: <p>{LOCATION_TEXT}</p> },
  {
    icon: Heart,
    title: t('contact.openToAll'),
    body: <p className="text-muted-foreground">{t('contact.openToAllText')}</p>,
  },
];

export function ContactPage() {
  const settings = useSiteSettings();
  const t = useT();
  usePageHead(contactHead(settings, t));
  return (
    <>
      <PageHeader title={t('contact.title')}>{t('contact.intro')}</PageHeader>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle as="h2" className="text-primary">
              {t('contact.send.title')}
            </CardTitle>
            <CardDescription>{t('contact.send.text')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
        <div className="render-when-visible space-y-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle as="h2" className="text-primary">
                {t('contact.info')}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="space-y-5">
                {contactFacts(settings.contactEmail, t).map(({ icon, title, body }) => (
                  <IconListItem key={title} icon={icon}>
                    <div>
                      <p className="font-semibold">{title}</p>
                      {body}
                    </div>
                  </IconListItem>
                ))}
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2" className="text-primary">
                {t('contact.join.title')}
              </CardTitle>
              <CardDescription>{t('contact.join.text')}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
              {socialLinks(settings).map(({ name, href, Icon, variant }) => (
                <a
                  key={name}
                  href={href}
                  rel="noopener noreferrer"
                  className={buttonVariants({ variant, className: 'flex-1' })}
                >
                  <Icon />
                  {name}
                </a>
              ))}
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}
