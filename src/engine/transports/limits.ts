import { AgentError } from './agent-error';

/** How much this installation reads from an agent before giving up on it. */
export interface AgentLimits {
  maxReplyBytes: number;
  maxConversationBytes: number;
}

export const MB = 1024 * 1024;
export const DEFAULT_AGENT_LIMITS: AgentLimits = { maxReplyBytes: 10 * MB, maxConversationBytes: 50 * MB };

const mb = (bytes: number) => `${Number((bytes / MB).toFixed(2))} MB`;

/**
 * Counts the bytes of one conversation as they arrive. `take` throws the moment a reply or the
 * conversation goes past its limit, so the caller stops reading there and memory stays bounded.
 */
export class ByteBudget {
  private reply = 0;
  private conversation = 0;

  constructor(readonly limits: AgentLimits) {}

  startReply() {
    this.reply = 0;
  }

  /** What one frame or chunk may still be, for transports that must size a buffer up front. */
  get replyRemaining() {
    return Math.max(0, Math.min(this.limits.maxReplyBytes - this.reply, this.limits.maxConversationBytes - this.conversation));
  }

  take(bytes: number) {
    this.reply += bytes;
    this.conversation += bytes;
    if (this.reply > this.limits.maxReplyBytes) throw tooLarge(this.limits.maxReplyBytes);
    if (this.conversation > this.limits.maxConversationBytes) {
      throw new AgentError('TOO_LARGE', `Agent replies exceeded ${mb(this.limits.maxConversationBytes)} in this conversation`);
    }
  }
}

export const tooLarge = (maxReplyBytes: number) => new AgentError('TOO_LARGE', `Agent reply exceeded ${mb(maxReplyBytes)}`);
