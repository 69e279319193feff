import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import type { MailBrand } from './mail-blocks';
import { mailDarkTheme as dark, mailTheme as t } from './mail-theme';

/**
 * Dark mode for the mail apps that honour prefers-color-scheme (Apple Mail, iOS, some Outlooks); the rest keep
 * the light colours, which read well on their own. Narrow screens get less padding.
 */
const css = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .mail-body, .mail-body > table > tbody > tr > td {
    background-color: ${dark.background} !important; color: ${dark.foreground} !important;
  }
  .mail-card { background-color: ${dark.card} !important; border-left-color: ${dark.border} !important;
    border-right-color: ${dark.border} !important; border-bottom-color: ${dark.border} !important; }
  .mail-card p, .mail-card td { color: ${dark.foreground} !important; }
  .mail-card .mail-muted, .mail-muted { color: ${dark.mutedForeground} !important; }
  .mail-panel { background-color: ${dark.background} !important; border-color: ${dark.border} !important; }
  .mail-link { color: ${dark.link} !important; }
  .mail-heading { color: ${dark.heading} !important; }
  .mail-rule { border-color: ${dark.border} !important; }
}
@media only screen and (max-width: 620px) {
  .mail-card { padding: 20px 16px !important; border-radius: 0 !important; }
}
`;

/**
 * The frame of every mail: the group's name as a heading that links to the site, a card for the content, and a
 * footer with the site's address (and an unsubscribe link where the mail has one). Absolute links only.
 */
export function MailLayout(props: {
  brand: MailBrand;
  preview: string;
  unsubscribeUrl?: string;
  /** The mail's language; English when left out. */
  lang?: string;
  children: ReactNode;
}) {
  const { brand } = props;
  const siteHost = brand.siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return (
    <Html lang={props.lang ?? 'en'}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{css}</style>
      </Head>
      <Preview>{props.preview}</Preview>
      <Body
        className="mail-body"
        style={{
          backgroundColor: t.background,
          color: t.foreground,
          fontFamily: t.fontSans,
          margin: 0,
          padding: 0,
        }}
      >
        <Container style={{ maxWidth: '600px', width: '100%', margin: '0 auto', padding: '24px 0' }}>
          <Section style={{ padding: '0 16px 16px' }}>
            <Heading
              as="h1"
              className="mail-heading"
              style={{ fontFamily: t.fontDisplay, fontSize: '24px', lineHeight: '32px', margin: 0 }}
            >
              <Link
                href={brand.siteUrl}
                className="mail-heading"
                style={{ color: t.primary, textDecoration: 'none' }}
              >
                {brand.groupName}
              </Link>
            </Heading>
          </Section>
          <Section
            className="mail-card"
            style={{
              backgroundColor: t.card,
              border: `1px solid ${t.border}`,
              borderTop: `4px solid ${t.accent}`,
              borderRadius: '12px',
              padding: '28px 32px',
            }}
          >
            {props.children}
          </Section>
          <Section style={{ padding: '16px' }}>
            <Hr className="mail-rule" style={{ borderColor: t.border, margin: '0 0 12px' }} />
            <Text
              className="mail-muted"
              style={{ fontSize: '13px', lineHeight: '20px', color: t.mutedForeground, margin: 0 }}
            >
              {brand.groupName} ·{' '}
              <Link href={brand.siteUrl} className="mail-link" style={{ color: t.primary }}>
                {siteHost}
              </Link>
              {props.unsubscribeUrl && (
                <>
                  {' · '}
                  <Link href={props.unsubscribeUrl} className="mail-link" style={{ color: t.primary }}>
                    Unsubscribe
                  </Link>
                </>
              )}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
