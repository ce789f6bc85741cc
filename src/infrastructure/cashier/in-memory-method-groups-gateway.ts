import { left, right, type Either } from 'fp-ts/Either';
import type { MethodGroup, MethodGroupQuery, MethodGroupsGateway } from '../../domain/cashier';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';

export class InMemoryMethodGroupsGateway implements MethodGroupsGateway {
  constructor(private readonly platform: InMemoryPlatform) {}

  async groups(query: MethodGroupQuery): Promise<Either<GatewayError, readonly MethodGroup[]>> {
    const failure = this.platform.receive({ operation: 'methodGroups', body: query });
    this.platform.cashier.groupQueries.push(query);
    return failure === null ? right([...this.platform.cashier.methodGroups]) : left(failure);
  }
}
