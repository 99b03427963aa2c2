/** `GET /contracts/{id}/statement`: a contract's account statement for a period, saved as a download. */
import type { StatementQuery } from '@vida/shared';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../lib/save-file.ts';

export async function downloadStatement(contractId: number, period: StatementQuery): Promise<void> {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  const { blob, fileName } = await apiDownload(`/contracts/${contractId}/statement?${query}`);
  saveFile(blob, fileName);
}
