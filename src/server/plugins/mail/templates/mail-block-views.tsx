import { Button } from '@react-email/button';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { linkifyText } from '@shared/linkify';
import type { CSSProperties, ReactNode } from 'react';
import type { MailLanguage } from '../i18n/mail-language';
import type { MailBlock } from './mail-blocks';
import { mailTheme as t } from './mail-theme';

const text: CSSProperties = { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px', color: t.foreground };
const small: CSSProperties = { ...text, fontSize: '14px', lineHeight: '20px', color: t.mutedForeground };

/** Line breaks as <br>, and (when asked) links as <a>: React escapes the rest, so typed text never becomes HTML. */
function TypedText({ value, linkify }: { value: string; linkify?: boolean }) {
  const lines = value.split(/\r?\n/);
  return lines.map((line, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text, never reordered
    <span key={i}>
      {i > 0 && <br />}
      {linkify
        ? linkifyText(line).map((part, j) =>
            part.type === 'link' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed line, never reordered
              <Link key={j} href={part.href} className="mail-link" style={{ color: t.primary }}>
                {part.value}
              </Link>
            ) : (
              part.value
            ),
          )
        : line}
    </span>
  ));
}

function DetailsTable({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <Section
      className="mail-panel"
      style={{ backgroundColor: t.muted, borderRadius: '8px', padding: '12px 16px', margin: '0 0 16px' }}
    >
      <table role="presentation" cellPadding={0} cellSpacing={0} width="100%">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <td
                className="mail-muted"
                style={{
                  fontSize: '14px',
                  lineHeight: '22px',
                  color: t.mutedForeground,
                  padding: '2px 12px 2px 0',
                  verticalAlign: 'top',
                  whiteSpace: 'nowrap',
                }}
              >
                {label}
              </td>
              <td style={{ fontSize: '15px', lineHeight: '22px', color: t.foreground, padding: '2px 0' }}>
                {value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** One block of a mail's HTML part (see MailBlock). */
export function MailBlockView({ block, language }: { block: MailBlock; language: MailLanguage }): ReactNode {
  const say = language.t;
  switch (block.kind) {
    case 'greeting':
      return <Text style={text}>{say('greeting', { name: block.name })}</Text>;
    case 'paragraph':
      return (
        <Text style={text}>
          <TypedText value={block.text} linkify={block.linkify} />
        </Text>
      );
    case 'note':
      return (
        <Text className="mail-muted" style={small}>
          <TypedText value={block.text} />
        </Text>
      );
    case 'details':
      return <DetailsTable rows={block.rows} />;
    case 'action':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          <Text style={{ ...text, margin: '0 0 12px' }}>{block.intro}</Text>
          <Button
            href={block.url}
            style={{
              backgroundColor: t.primary,
              color: t.primaryForeground,
              borderRadius: '8px',
              fontSize: '16px',
              fontWeight: 600,
              padding: '12px 20px',
              textDecoration: 'none',
            }}
          >
            {block.label}
          </Button>
          <Text className="mail-muted" style={{ ...small, margin: '12px 0 0', wordBreak: 'break-all' }}>
            <Link href={block.url} className="mail-link" style={{ color: t.primary }}>
              {block.url}
            </Link>
          </Text>
        </Section>
      );
    case 'ticket':
      return (
        <Section
          className="mail-panel"
          style={{
            backgroundColor: t.card,
            border: `1px solid ${t.border}`,
            borderRadius: '8px',
            padding: '16px',
            margin: '0 0 16px',
            textAlign: 'center',
          }}
        >
          <Text style={{ ...text, fontWeight: 600, margin: '0 0 8px' }}>{say('ticket.text')}</Text>
          {/* White around the code in both colour schemes: scanners need the contrast. */}
          <Img
            src={`cid:${block.cid}`}
            alt={say('ticket.alt')}
            width="264"
            height="264"
            style={{ margin: '0 auto', backgroundColor: '#ffffff', padding: '8px', maxWidth: '100%' }}
          />
          <Text
            style={{ ...text, fontFamily: 'ui-monospace, Menlo, Consolas, monospace', margin: '8px 0 0' }}
          >
            {say('ticket.code', { code: block.code })}
          </Text>
        </Section>
      );
    case 'quote':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          <Text className="mail-muted" style={{ ...small, margin: '0 0 4px' }}>
            {block.intro}
          </Text>
          <Text
            className="mail-muted"
            style={{ ...small, borderLeft: `3px solid ${t.border}`, paddingLeft: '12px', margin: 0 }}
          >
            <TypedText value={block.text} />
          </Text>
        </Section>
      );
  }
}
