import { whatsAppAppUrl, type OrderLink } from '@storefront/order-link';
import { Box, Button, Link, Text } from '@storefront/ui';
import { m } from '../../paraglide/messages.js';
import { profile } from '../../shop';

/** An order message that could not go straight to WhatsApp, and why. */
export type HeldOrder = OrderLink & {
  /** True when the shopper was offline; false when the browser blocked the new window. */
  offline: boolean;
};

/** Props of {@link HandOffFallback}. */
export interface HandOffFallbackProps {
  /** The box's id, so the form can bring it into view and focus its link. */
  id: string;
  link: HeldOrder;
  /** The shopper followed 'Open WhatsApp' (the hand-off). */
  onOpened: () => void;
  /** The shopper pressed 'Copy message'. */
  onCopy: () => void;
}

/**
 * What the order form offers when its message could not open WhatsApp by itself:
 * after a blocked window, 'Open WhatsApp' (the wa.me link); offline,
 * the WhatsApp app's own link, which opens the chat without the network on a phone so
 * the app sends it once it is back; and 'Copy message' either way.
 */
export function HandOffFallback({ id, link, onOpened, onCopy }: HandOffFallbackProps) {
  return (
    <Box id={id} display="flex" flexDirection="column" gap="xs" padding="sm" background="sunken" borderRadius="md">
      <Text size="sm">
        {link.offline ? m.handOff_offlineBefore() : m.handOff_blockedBefore()}{' '}
        {/* Following the link is the hand-off; the dialog closes once the new tab has been asked for. */}
        <Link
          href={link.offline ? whatsAppAppUrl(profile.whatsAppNumber, link.text) : link.url}
          external
          onClick={onOpened}
        >
          {m.handOff_openWhatsApp()}
        </Link>{' '}
        {link.offline ? m.handOff_offlineAfter() : m.handOff_blockedAfter()}
      </Text>
      <Button type="button" tone="secondary" size="sm" onClick={onCopy}>
        {m.handOff_copyMessage()}
      </Button>
    </Box>
  );
}
