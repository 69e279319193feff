import fastifyCookie from '@fastify/cookie';
import type { UserRole } from '@shared/schemas/auth';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// Server-side sessions (docs/architecture.md, "Security"): the cookie carries a random token, signed with the
// session secret; the session itself is a row in `sessions`. Visitors who never sign in get neither a row nor
// a cookie: nothing here writes unless a login does.

export const SESSION_COOKIE = 'sid';
/** How often the sessions of open responses (event streams) are checked again. */
export const SESSION_RECHECK_MS = 1_000;

/** Who a session signs in. */
export type AuthUser = { id: string; username: string; role: UserRole };

/**
 * Where sessions are kept, shared by every instance. The plugin only needs these operations; the composition
 * root hands in the store (the auth module's, over the `sessions` table).
 */
export type SessionStore = {
  /** Starts a session for the user; answers the token the cookie carries. */
  create(userId: string): Promise<{ token: string; expire: Date }>;
  /**
   * The signed-in user of an unexpired session, sliding its expiry forward; null for an unknown, expired or
   * orphaned session. `touched` says the expiry was extended (the cookie should follow).
   */
  load(token: string): Promise<{ user: AuthUser; expire: Date; touched: boolean } | null>;
  /** Which of the tokens still sign someone in, without renewing any. */
  stillLive(tokens: readonly string[]): Promise<Set<string>>;
  destroy(token: string): Promise<void>;
  /** Removes sessions that can no longer sign anyone in. */
  prune(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts a new session for the user (a fresh id: any previous one of this browser is ended first). */
    startSession(request: FastifyRequest, reply: FastifyReply, user: AuthUser): Promise<void>;
    /** Ends this browser's session, if any, and clears its cookie. */
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * For a response that stays open (an event stream): calls onEnd once the request's session no longer signs
     * anyone in, whatever ended it and on whichever instance; answers the function that stops watching.
     */
    watchSession(request: FastifyRequest, onEnd: () => void): () => void;
  }
  interface FastifyRequest {
    /** The signed-in admin; set by the /api/admin guard (and by loadUser()), null otherwise. */
    user: AuthUser | null;
    /**
     * Reads this request's session (once per request), sliding its expiry (the reply gets the renewed cookie);
     * sets and answers request.user.
     */
    loadUser(reply: FastifyReply): Promise<AuthUser | null>;
  }
}

export type SessionPluginOptions = { secret: string; store: SessionStore };

/** Whether cookies set in answer to this request get `Secure`: behind HTTPS, or when PUBLIC_URL is https. */
export const wantsSecureCookies = (request: FastifyRequest): boolean =>
  request.protocol === 'https' || Boolean(request.server.config.publicUrl?.startsWith('https:'));

/**
 * Watches the sessions of open responses. A session ends by sign-out, password change or account removal on any
 * instance, or by expiry, which no one announces: so rather than a notification, one query every
 * SESSION_RECHECK_MS asks which of this instance's watched sessions still hold, only while any is watched. It
 * renews none of them: an open screen is not use. A check that fails ends them all too: a session it cannot
 * confirm is not trusted, and the browser's reconnection meets the admin guard.
 */
function createSessionWatch(sessions: SessionStore, log: FastifyBaseLogger) {
  const watched = new Map<string, Set<() => void>>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const check = async () => {
    timer = undefined;
    const tokens = [...watched.keys()];
    let live: Set<string>;
    try {
      live = await sessions.stillLive(tokens);
    } catch (err) {
      log.warn({ err }, 'could not check the sessions of open streams: ending them');
      live = new Set();
    }
    for (const token of tokens) {
      if (live.has(token)) continue;
      const ends = watched.get(token);
      watched.delete(token);
      for (const end of ends ?? []) end();
    }
    schedule();
  };
  const schedule = () => {
    if (timer || closed || watched.size === 0) return;
    timer = setTimeout(() => void check(), SESSION_RECHECK_MS);
    timer.unref();
  };

  return {
    watch(token: string, onEnd: () => void): () => void {
      const ends = watched.get(token) ?? new Set();
      ends.add(onEnd);
      watched.set(token, ends);
      schedule();
      return () => {
        ends.delete(onEnd);
        if (ends.size === 0 && watched.get(token) === ends) watched.delete(token);
      };
    },
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}

export const sessionPlugin = fp<SessionPluginOptions>(
  async (app, options) => {
    await app.register(fastifyCookie, { secret: options.secret });
    const sessions = options.store;

    const setCookie = (request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) =>
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: wantsSecureCookies(request),
        signed: true,
        expires,
      });
    const clearCookie = (request: FastifyRequest, reply: FastifyReply) =>
      reply.clearCookie(SESSION_COOKIE, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: wantsSecureCookies(request),
      });
    const tokenOf = (request: FastifyRequest): string | null => {
      const raw = request.cookies[SESSION_COOKIE];
      if (!raw) return null;
      const result = request.unsignCookie(raw);
      return result.valid && result.value ? result.value : null;
    };

    const loaded = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();
    app.decorateRequest('user', null);
    app.decorateRequest('loadUser', function (this: FastifyRequest, reply: FastifyReply) {
      let pending = loaded.get(this);
      if (!pending) {
        pending = (async () => {
          if (!this.cookies[SESSION_COOKIE]) return null;
          const token = tokenOf(this);
          const session = token ? await sessions.load(token) : null;
          if (!token || !session) {
            // Expired, ended or forged: the browser can forget it.
            clearCookie(this, reply);
            return null;
          }
          if (session.touched) setCookie(this, reply, token, session.expire);
          this.user = session.user;
          return session.user;
        })();
        loaded.set(this, pending);
      }
      return pending;
    });

    app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, user: AuthUser) => {
      const previous = tokenOf(request);
      if (previous) await sessions.destroy(previous);
      await sessions.prune();
      const { token, expire } = await sessions.create(user.id);
      setCookie(request, reply, token, expire);
      request.user = user;
    });

    const sessionWatch = createSessionWatch(sessions, app.log);
    app.addHook('onClose', async () => sessionWatch.close());
    app.decorate('watchSession', (request: FastifyRequest, onEnd: () => void) => {
      const token = tokenOf(request);
      if (!token) {
        onEnd();
        return () => {};
      }
      return sessionWatch.watch(token, onEnd);
    });

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = tokenOf(request);
      if (token) await sessions.destroy(token);
      clearCookie(request, reply);
      request.user = null;
    });
  },
  { name: 'session' },
);
