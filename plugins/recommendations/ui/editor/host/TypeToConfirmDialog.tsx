import type { ConfirmRequest } from 'sdk/sandbox';
import { StrongConfirmDialog } from '../../shared/StrongConfirm';

/** The editor frame's strong confirmation (spec 5), asked over penpal: the shared typed dialog. */
export function TypeToConfirmDialog({ request, onClose }: { request: ConfirmRequest & { typeToConfirm: string }; onClose(confirmed: boolean): void }) {
  return <StrongConfirmDialog request={{ title: request.title, message: request.body, confirmLabel: request.confirmLabel, word: request.typeToConfirm }} onClose={onClose} />;
}
