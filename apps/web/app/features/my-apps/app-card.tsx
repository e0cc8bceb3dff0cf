import type { MyApp } from '@prakar/shared/subscriptions';
import { Link } from 'react-router';
import { OpenAppLink } from '#app/components/commerce/open-app-link.tsx';
import buttons from '#app/components/ui/button.module.css';
import layout from '#app/components/ui/layout.module.css';
import { appAction, subscriptionStatusText } from './app-status';
import styles from './my-apps.module.css';

type Props = { app: MyApp; onRefused: () => void };

function Action({ app, onRefused }: Props) {
  const action = appAction(app);
  const name = <span className="visually-hidden"> {app.name}</span>;
  switch (action.kind) {
    case 'launch':
      // A refusal redraws the list as it now stands.
      return (
        <OpenAppLink
          code={app.code}
          href={action.href}
          className={buttons.primary}
          onRefused={onRefused}
        >
          Launch{name}
        </OpenAppLink>
      );
    case 'buy':
    case 'renew':
      return (
        <Link to={action.to} className={buttons.secondary}>
          {action.kind === 'buy' ? 'Buy' : 'Renew'}
          {name}
        </Link>
      );
    case 'ask':
      return (
        <p className={styles.note}>
          Ask your organisation’s administrator to {action.verb} {app.name}.
        </p>
      );
    case 'none':
      return null;
  }
}

/** One app: its name, its organisation's subscription, and what the user can do about it. */
export function AppCard({ app, onRefused }: Props) {
  return (
    <li className={layout.panelColumn} data-testid={`app-${app.code}`}>
      <h3>
        <span className="unbroken">{app.name}</span>
      </h3>
      {app.subscription ? <p className={styles.plan}>{app.subscription.planName} plan</p> : null}
      <p className={app.subscription?.status === 'active' ? styles.active : styles.inactive}>
        {subscriptionStatusText(app.subscription)}
      </p>
      <div className={styles.action}>
        <Action app={app} onRefused={onRefused} />
      </div>
    </li>
  );
}
