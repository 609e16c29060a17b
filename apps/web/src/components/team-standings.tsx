import { formatPoints } from '@mj/domain';

/** Team standings beside the individual one: rank, team, members, total. */
export function TeamStandings({
  equipes,
  memberLabel,
  className = 'table team-standings',
}: {
  equipes: ReadonlyArray<{ nom: string; joueurs: string[]; total: number; rang: number }>;
  /** Members are user ids on the ranking page, pseudos already on the public screen. */
  memberLabel: (member: string) => string;
  className?: string;
}) {
  return (
    <table className={className}>
      <caption>Classement des équipes</caption>
      <thead>
        <tr>
          <th scope="col">Rang</th>
          <th scope="col">Équipe</th>
          <th scope="col">Membres</th>
          <th scope="col" className="num">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {equipes.map((team) => (
          <tr key={team.nom}>
            <td>{team.rang}</td>
            <th scope="row">{team.nom}</th>
            <td>{team.joueurs.map(memberLabel).join(', ')}</td>
            <td className="num">{formatPoints(team.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
