import { ApiError } from '../../../../src/services/ports';
import type { RecordedCall } from '../../helpers/fakePorts';

type Stored = Record<string, unknown>;

/**
 * The user endpoints as the backend answers them (server/src/routes/profile.ts, preferences.ts): 404
 * when none, POST 409 when one exists, PUT profile 404 when none and 400 on an email change, PUT
 * preferences creates or replaces. `fail` makes one endpoint answer an error instead.
 */
export class UserServer {
  profile: Stored | null = null;
  preferences: Stored | null = null;
  fail: Partial<Record<`${RecordedCall['method']} ${string}`, Error>> = {};

  readonly respond = (call: RecordedCall): unknown => {
    const failure = this.fail[`${call.method} ${call.path}`];
    if (failure) throw failure;
    const body = (call.body ?? {}) as Stored;
    switch (`${call.method} ${call.path}`) {
      case 'GET /user/profile':
        if (!this.profile) throw new ApiError('http', 'User profile not found', { status: 404 });
        return { ...this.profile };
      case 'POST /user/profile':
        if (this.profile) throw new ApiError('http', 'User profile already exists', { status: 409 });
        this.profile = { email: body.email, name: body.name ?? '', phone: body.phone ?? '' };
        return { ...this.profile };
      case 'PUT /user/profile':
        if (!this.profile) throw new ApiError('http', 'User profile not found', { status: 404 });
        if (body.email !== undefined && body.email !== this.profile.email)
          throw new ApiError('http', "L'email ne peut pas être modifié", { status: 400 });
        this.profile = { ...this.profile, name: body.name, phone: body.phone };
        return { ...this.profile };
      case 'GET /user/preferences':
        if (!this.preferences) throw new ApiError('http', 'Preferences not found', { status: 404 });
        return { ...this.preferences };
      case 'PUT /user/preferences':
        this.preferences = { ...body };
        return { ...this.preferences };
      default:
        throw new ApiError('http', 'Not Found', { status: 404 });
    }
  };
}
