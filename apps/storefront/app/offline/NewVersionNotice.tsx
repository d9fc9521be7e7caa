import { Box, Button, Notice, Text } from '@storefront/ui';
import { useState } from 'react';
import { useNewVersion } from './newVersion';
import { m } from '../paraglide/messages.js';

/**
 * Says so when a new deployment took over while this page was open (a new
 * deployment must never leave a shopper on stale prices): the prices on screen came with the
 * old code, so a card floating over the bottom of the screen offers Refresh (the page
 * loads in full; the order list is kept on the device) and Not now (any link then loads
 * its page in full anyway, see `RouterLink`). The live region is always there, so screen
 * readers announce the card when it appears.
 */
export function NewVersionNotice() {
  const newVersion = useNewVersion();
  const [dismissed, setDismissed] = useState(false);
  return (
    <div role="status">
      {newVersion && !dismissed ? (
        <Notice tone="info" placement="floating">
          <Box as="span" display="flex" flexWrap="wrap" alignItems="center" justifyContent="center" gap="sm">
            <Text as="span">{m.newVersion_text()}</Text>
            <Button size="sm" onClick={() => window.location.reload()}>
              {m.newVersion_refresh()}
            </Button>
            <Button size="sm" tone="ghost" onClick={() => setDismissed(true)}>
              {m.newVersion_dismiss()}
            </Button>
          </Box>
        </Notice>
      ) : null}
    </div>
  );
}
