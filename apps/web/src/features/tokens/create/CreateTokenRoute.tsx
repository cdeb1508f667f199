/**
 * The Create Token route: the form until a token is made, then the success panel. "Create
 * another token" mounts a fresh form (new key), so every field and toggle starts empty again.
 */
import { useState } from 'react';
import { CreatedTokenPanel, type CreatedToken } from './CreatedTokenPanel.tsx';
import { CreateTokenPage } from './CreateTokenPage.tsx';

export function CreateTokenRoute() {
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [round, setRound] = useState(0);
  if (created) {
    return (
      <div className="mx-auto max-w-3xl">
        <CreatedTokenPanel
          token={created}
          onCreateAnother={() => {
            setCreated(null);
            setRound((r) => r + 1);
          }}
        />
      </div>
    );
  }
  return <CreateTokenPage key={round} onCreated={setCreated} />;
}
