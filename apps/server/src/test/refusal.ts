import { AppError } from '../platform/errors';

/** The refusal a call throws, as the client gets it (status and body); undefined when it does not throw. */
export function refusalOf(call: () => unknown): { status: number; body: ReturnType<AppError['toBody']> } | undefined {
  try {
    call();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, body: error.toBody() };
    throw error;
  }
  return undefined;
}
