import { DeleteAccountBlock } from './DeleteAccountBlock';
import { EmailChangeBlock } from './EmailChangeBlock';
import { ExportBlock } from './ExportBlock';

/**
 * The account's own blocks under the password on /settings/security (issue 23): change the
 * address, export the data, delete the account. A chunk of their own, fetched with the page but
 * not part of its first render (the dialog and the download are theirs alone).
 */
export function AccountBlocks() {
  return (
    <>
      <EmailChangeBlock />
      <ExportBlock />
      <DeleteAccountBlock />
    </>
  );
}
