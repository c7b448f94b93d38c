import type { ConfirmOptions, ConfirmService } from '../services/confirm';

/** Answers every confirm() with `answer` (default true: the user clicks Continue). */
export class MockConfirm implements ConfirmService {
  readonly asked: ConfirmOptions[] = [];

  constructor(public answer = true) {}

  confirm = async (options: ConfirmOptions): Promise<boolean> => {
    this.asked.push(options);
    return this.answer;
  };
}
