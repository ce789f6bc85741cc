import type { Observable } from 'rxjs';
import type { GeoLocation } from '../../domain/shared/geo-filter';

/** What the games context needs of the content context's location service (GEO-03). */
export interface GeoLocationSource {
  readonly location$: Observable<GeoLocation | null>;
}
