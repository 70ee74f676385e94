import { expect, it } from 'vitest';
import { describeServer } from './suite';

// Liveness and readiness as a load balancer sees them.
describeServer('health and readiness', ({ t }) => {
  const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' });

  it('is ready once listening: the database answers and the migrations are applied', async () => {
    const answer = await ready();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('says 503 while the database does not answer, and ready again once it does', async () => {
    const { database } = t.app;
    const ping = database.ping;
    database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const answer = await ready();
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'database unavailable' });
      // Liveness does not depend on the database: restarting the process would not help.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      database.ping = ping;
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('says 503 from the moment a drain begins', async () => {
    t.app.lifecycle.draining = true;
    try {
      const answer = await ready();
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'draining' });
    } finally {
      t.app.lifecycle.draining = false;
    }
  });
});
