/**
 * Teams and stages on the admin page, against the real server: the admin pastes « équipe ; pseudo »
 * lines and saves them, the ranking shows the team standings; a cut to the top 4 after a ronde, listed
 * with its share carried.
 */
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ronde } from '@mj/api';
import { withRealServer } from '../../../test/real-server';
import { renderApp } from '../../../test/render';
import { addFinishedGame, createTournament, withClub } from '../../../test/tournament-seed';

const server = withRealServer();
const club = withClub(server);

async function open(path: string) {
  const events = userEvent.setup();
  renderApp(path, { preloadedState: club.alice.session });
  await screen.findByRole('heading', { name: 'Tournoi du club', level: 1 });
  return events;
}

describe('tournament formats', () => {
  it('the admin pastes teams and counts their best member; the ranking ranks the teams', async () => {
    const { id } = await createTournament(server(), club.alice, {
      joueurs: [club.alice, club.bruno, club.chloe, club.david],
    });
    const user = await open(`/tournois/${id}/admin?etape=rondes`);
    const section = await screen.findByRole('region', { name: 'Équipes' });
    await user.type(
      within(section).getByLabelText('Coller des lignes « équipe ; pseudo »'),
      'Marais ; alice{enter}Marais ; Bruno{enter}Bastille ; Chloé{enter}Bastille ; David',
    );
    await user.click(within(section).getByRole('button', { name: 'Lire les lignes' }));
    await user.type(within(section).getByLabelText('Membres comptés'), '1');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer les équipes' }));
    expect(await within(section).findByText('Équipes enregistrées.')).toBeInTheDocument();
    const ids = (...players: (typeof club.alice)[]) => players.map((p) => p.user.user_id);
    expect(await server().as(club.alice).get(`/tournois/${id}/equipes`)).toEqual({
      equipes: [
        { nom: 'Marais', joueurs: ids(club.alice, club.bruno) },
        { nom: 'Bastille', joueurs: ids(club.chloe, club.david) },
      ],
      comptees: 1,
    });
    // Classic rules: Alice 45 000 → +15 + 15 = +30,0; Chloé 25 000 → −5 − 5 = −10,0 (each team's best).
    await addFinishedGame(server(), club.alice, id, [
      [club.alice, 45000],
      [club.bruno, 35000],
      [club.chloe, 25000],
      [club.david, 15000],
    ]);
    await user.click(screen.getByRole('link', { name: 'Classement et exports' }));
    const teams = await screen.findByRole('table', { name: 'Classement des équipes' });
    await waitFor(() => expect(within(teams).getAllByRole('row')).toHaveLength(3));
    const [, marais, bastille] = within(teams).getAllByRole('row');
    expect(marais).toHaveTextContent(/1Marais.*Alice, Bruno.*\+30,0/);
    expect(bastille).toHaveTextContent(/2Bastille.*Chloé, David.*−10,0/);
  });

  it('cuts the ranking to the top 4 carrying half, after a ronde', async () => {
    const { id } = await createTournament(server(), club.alice, {
      joueurs: [club.alice, club.bruno, club.chloe, club.david],
    });
    const ronde = await server().as(club.alice).post<Ronde>(`/tournois/${id}/rondes`, { mode: 'equilibre' });
    for (const table of ronde.tables)
      await server().as(club.alice).post(`/parties/${table.partie_id}/finish`);
    const user = await open(`/tournois/${id}/admin?etape=rondes`);
    const section = await screen.findByRole('region', { name: 'Phases' });
    const qualifies = within(section).getByLabelText('Qualifiés');
    await user.clear(qualifies);
    await user.type(qualifies, '4');
    await user.selectOptions(within(section).getByLabelText('Points reportés'), '0.5');
    await user.click(within(section).getByRole('button', { name: 'Couper le classement' }));
    expect(
      await within(section).findByText(
        /Finale : 4 qualifiés, la moitié des points reportée\. Dès la ronde 2\./,
      ),
    ).toBeInTheDocument();
    expect(await server().as(club.alice).get(`/tournois/${id}/phases`)).toEqual([
      expect.objectContaining({ numero: 1, nom: 'Finale', qualifies: 4, report: 0.5, premiere_ronde: 2 }),
    ]);
  });
});
