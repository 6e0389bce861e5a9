import { errorChain } from '../lib/db-errors';
import { log } from '../lib/log';
import { MAIL_MAX_ATTEMPTS, retryDelaySeconds } from '../mail/services/mail-delivery';

type JobMessage = Pick<Message<unknown>, 'attempts' | 'ack' | 'retry'>;

/**
 * One background job from the queue: acknowledged when it succeeds, retried with the mails'
 * growing wait when it fails, and after the mails' number of attempts logged and let go (the
 * member can ask again; nothing is half-done, since a job's last step is its mail).
 */
export async function runJob(message: JobMessage, job: () => Promise<void>): Promise<void> {
  try {
    await job();
    message.ack();
  } catch (error) {
    const reason = errorChain(error);
    if (message.attempts < MAIL_MAX_ATTEMPTS) {
      log('warn', 'queue.job_retry', { attempts: message.attempts, error: reason });
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      return;
    }
    log('error', 'queue.job_failed', { attempts: message.attempts, error: reason });
    message.ack();
  }
}
