import { pgEnum } from 'drizzle-orm/pg-core';
import {
  ACCESS_LEVELS,
  AGENT_PROVIDERS,
  CALLER_MODES,
  CHANNELS,
  CHAT_PROTOCOLS,
  CONVERSATION_ENDERS,
  DISCOVERY_MODES,
  END_REASONS,
  SYNC_MODES,
  TEST_CASE_RUN_STATUSES,
  TEST_ENTITY_STATUSES,
  TEST_RUN_STATUSES,
  TEST_TYPES,
  TRIGGER_SOURCES,
} from '../../../shared/enums';
import { WORKSPACE_ROLES } from '../../../shared/roles';

export const workspaceRoleEnum = pgEnum('workspace_role', WORKSPACE_ROLES);
export const discoveryModeEnum = pgEnum('discovery_mode', DISCOVERY_MODES);
export const accessLevelEnum = pgEnum('access_level', ACCESS_LEVELS);
export const agentProviderEnum = pgEnum('agent_provider', AGENT_PROVIDERS);
export const syncModeEnum = pgEnum('sync_mode', SYNC_MODES);
export const channelEnum = pgEnum('channel', CHANNELS);
export const chatProtocolEnum = pgEnum('chat_protocol', CHAT_PROTOCOLS);
export const testEntityStatusEnum = pgEnum('test_entity_status', TEST_ENTITY_STATUSES);
export const testRunStatusEnum = pgEnum('test_run_status', TEST_RUN_STATUSES);
export const testCaseRunStatusEnum = pgEnum('test_case_run_status', TEST_CASE_RUN_STATUSES);
export const triggerSourceEnum = pgEnum('trigger_source', TRIGGER_SOURCES);
export const conversationEnderEnum = pgEnum('conversation_ender', CONVERSATION_ENDERS);
export const endReasonEnum = pgEnum('end_reason', END_REASONS);
export const callerModeEnum = pgEnum('caller_mode', CALLER_MODES);
export const testTypeEnum = pgEnum('test_type', TEST_TYPES);
