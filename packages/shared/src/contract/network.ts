/** The cluster the server acts on for a user (spec 2 "RPC Endpoint", DESIGN.md 3). */
import { dataResponse } from '../schemas/common.ts';
import { clusterSchema, setClusterRequestSchema } from '../schemas/network.ts';
import { defineOperation } from './operation.ts';

const tag = 'network';

export const networkOperations = {
  getCluster: defineOperation({
    method: 'GET',
    path: '/network/getCluster',
    // Public: without a session it answers the server's default cluster.
    auth: 'optional',
    tag,
    summary: "The cluster the server acts on for this user (the server's default when anonymous)",
    response: dataResponse(clusterSchema),
    errors: [],
  }),
  setCluster: defineOperation({
    method: 'POST',
    path: '/network/setCluster',
    auth: 'required',
    tag,
    summary: 'Switch cluster; the new endpoint must answer before the choice is saved',
    body: setClusterRequestSchema,
    response: dataResponse(clusterSchema),
    errors: ['NETWORK_SWITCH_UNREACHABLE', 'CUSTOM_RPC_NOT_ALLOWED', 'PRIVATE_RPC_NOT_ALLOWED', 'RPC_URL_INVALID', 'RPC_URL_UNRESOLVABLE'],
  }),
} as const;
