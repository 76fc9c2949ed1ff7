<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb_NO" sourcelanguage="en_GB">
<context>
    <name>Announcer</name>
    <message>
        <source>&amp;Accessibility</source>
        <extracomment>where the choice is kept events whose lines are details — said at ``full`` only (cards drawn, a pile reshuffled) events whose line says whose turn it is: the announcer says it its own way instead (&quot;Your turn.&quot; to the person at the screen) (text, what): &quot;move&quot; for a move, &quot;undo&quot; for moves taken back, &quot;read&quot; for a read-aloud key&apos;s answer, &quot;buzz&quot; for a buzzer pressed in an Ordet fanger duel the running game&apos;s move announcements: (action index (0: the deal), what was said, the move alone), in order; a new game starts it again, an undo cuts it back Settings → Accessibility (other accessibility settings may join it)</extracomment>
        <translation>&amp;Tilgjengelighet</translation>
    </message>
    <message>
        <source>Announce moves &amp;briefly</source>
        <translation>Les opp trekk &amp;kortfattet</translation>
    </message>
    <message>
        <source>Announce moves with their &amp;results</source>
        <translation>Les opp trekk med &amp;resultat</translation>
    </message>
    <message>
        <source>Announce moves in &amp;full</source>
        <translation>Les opp trekk &amp;fullstendig</translation>
    </message>
    <message>
        <source>A screen reader hears each move</source>
        <translation>En skjermleser leser opp hvert trekk</translation>
    </message>
    <message>
        <source>A screen reader hears each move, what came of it (damage, dice, who won) and whose turn it is</source>
        <translation>En skjermleser leser opp hvert trekk, hva det førte til (skade, terninger, hvem som vant) og hvem som står for tur</translation>
    </message>
    <message>
        <source>A screen reader hears everything the game log says, and what you can do on your turn</source>
        <translation>En skjermleser leser opp alt som står i spilloggen, og hva du kan gjøre når det er din tur</translation>
    </message>
    <message>
        <source>{name} buzzes.</source>
        <translation>{name} trykker på summeren.</translation>
    </message>
    <message>
        <source>{name} has moved.</source>
        <translation>{name} har gjort sitt trekk.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Din tur.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>{name} står for tur.</translation>
    </message>
</context>
<context>
    <name>AnswerBar</name>
    <message>
        <source>Answer ↵</source>
        <translation>Svar ↵</translation>
    </message>
    <message>
        <source>Give up (Esc)</source>
        <translation>Gi opp (Esc)</translation>
    </message>
    <message>
        <source>Yes ({key})</source>
        <translation>Ja ({key})</translation>
    </message>
    <message>
        <source>No (N)</source>
        <translation>Nei (N)</translation>
    </message>
    <message>
        <source>Tie (T)</source>
        <translation>Uavgjort (T)</translation>
    </message>
    <message>
        <source>Nobody knows (Esc)</source>
        <translation>Ingen vet (Esc)</translation>
    </message>
    <message>
        <source>Your answer, then Enter</source>
        <translation>Svaret ditt, så Enter</translation>
    </message>
</context>
<context>
    <name>ControlsDialog</name>
    <message>
        <source>Controls: {game}</source>
        <translation>Styring: {game}</translation>
    </message>
    <message>
        <source>What you can do at the {game} table:</source>
        <translation>Dette kan du gjøre ved bordet i {game}:</translation>
    </message>
    <message>
        <source>You do</source>
        <translation>Du gjør</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>Dette skjer</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>Go from your hand to the cards you can choose and the buttons on the table; Enter or Space then does what a click does</source>
        <translation>Gå fra hånden til kortene du kan velge og knappene på bordet; Enter eller mellomrom gjør så det samme som et klikk</translation>
    </message>
    <message>
        <source>Click anywhere</source>
        <translation>Klikk hvor som helst</translation>
    </message>
    <message>
        <source>Close the note that says why a move was refused</source>
        <translation>Lukk meldingen som forklarer hvorfor et trekk ble avvist</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>This page</source>
        <translation>Denne siden</translation>
    </message>
    <message>
        <source>View → Full screen</source>
        <translation>Vis → Fullskjerm</translation>
    </message>
    <message>
        <source>The table on the whole screen</source>
        <translation>Bordet over hele skjermen</translation>
    </message>
</context>
<context>
    <name>DuelController</name>
    <message>
        <source>correct!</source>
        <extracomment>seconds a rejected player must wait before buzzing again (rules: 1 s) seconds the table waits when no duellist can answer at all (both computers blank) seconds after which a race between computers only is given up (safety net) seconds into the race a guided game&apos;s scripted answer (a ``Claim``) is said computer seat -&gt; planned answers with the duel time (seconds) each is said at computer seat -&gt; whole planned sealed Answer (sealed races), None = pass seats whose press is with the host&apos;s referee (across computers): no second answer yet across computers: the host&apos;s referee or a guest&apos;s racer (``netrace``), else None</extracomment>
        <translation>riktig!</translation>
    </message>
    <message>
        <source>“{answer}” was already given for this category this round.</source>
        <translation>«{answer}» er allerede gitt for denne kategorien i denne runden.</translation>
    </message>
    <message>
        <source>“{answer}” already counts for you in this duel.</source>
        <translation>«{answer}» teller allerede for deg i denne duellen.</translation>
    </message>
    <message>
        <source>“{answer}” is not in the list (strict judging).</source>
        <translation>«{answer}» står ikke på listen (streng bedømming).</translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>Game over</source>
        <extracomment>the strip&apos;s background: the plates&apos; dark green, fully opaque (nothing shows through) between the seats&apos; scores on a line the window&apos;s title for this ending (&quot;&quot; = &quot;Game over&quot;) the seats&apos; score lines, flowed onto as few lines as the width allows (``_flow``) this game&apos;s statistics line (&quot;Riftforce vs Strong: 7 won, 5 lost&quot;), by the tally</extracomment>
        <translation>Spillet er over</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>Spill &amp;igjen</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nytt spill…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Lukk</translation>
    </message>
    <message>
        <source>&amp;Watch this game again</source>
        <translation>Se spillet i &amp;reprise</translation>
    </message>
    <message>
        <source>Same players, a new deal (Enter)</source>
        <translation>Samme spillere, ny giv (Enter)</translation>
    </message>
    <message>
        <source>Look at the table (Esc)</source>
        <translation>Se på bordet (Esc)</translation>
    </message>
    <message numerus="yes">
        <source>Match after %n game(s): {score}</source>
        <translation>
            <numerusform>Stilling etter %n spill: {score}</numerusform>
            <numerusform>Stilling etter %n spill: {score}</numerusform>
        </translation>
    </message>
    <message>
        <source>Draws: {n}</source>
        <translation>Uavgjort: {n}</translation>
    </message>
</context>
<context>
    <name>FeltTable</name>
    <message>
        <source>Pass the screen to {name}.</source>
        <translation>Gi skjermen videre til {name}.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} tenker…</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>Venter på {name}.</translation>
    </message>
    <message>
        <source>Several moves are possible: drag the card.</source>
        <extracomment>the second press of a double-click whose first click made a move: nothing to answer how many refusals and questions were shown: a gesture that raised none and made no move was not answered yet (``gesture_ended``) the card a click just moved with: the double-click that click began stays quiet</extracomment>
        <translation>Flere trekk er mulige: dra kortet.</translation>
    </message>
    <message>
        <source>No move with this card now: {reason}</source>
        <translation>Ingen trekk med dette kortet nå: {reason}</translation>
    </message>
    <message>
        <source>This card cannot be used now.</source>
        <translation>Dette kortet kan ikke brukes nå.</translation>
    </message>
    <message>
        <source>Drop the card on a highlighted place.</source>
        <translation>Slipp kortet på en markert plass.</translation>
    </message>
    <message>
        <source>The card cannot go there.</source>
        <translation>Kortet kan ikke legges der.</translation>
    </message>
    <message>
        <source>That is {name}&apos;s side of the table.</source>
        <translation>Det er {name} sin side av bordet.</translation>
    </message>
    <message>
        <source>That pile is not for playing to.</source>
        <translation>Den bunken spiller man ikke ut på.</translation>
    </message>
    <message>
        <source>Nothing to do with that pile now.</source>
        <translation>Ingenting å gjøre med den bunken nå.</translation>
    </message>
    <message>
        <source>Nothing to do there now.</source>
        <translation>Ingenting å gjøre der nå.</translation>
    </message>
    <message>
        <source>Drag the card to where it should go.</source>
        <translation>Dra kortet dit det skal.</translation>
    </message>
    <message>
        <source>Nothing to do with that card now.</source>
        <translation>Ingenting å gjøre med det kortet nå.</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <extracomment>the person asked for Undo (the main window decides what may be taken back) the table: whether the button is shown is asked relative to it</extracomment>
        <translation>↶ Angre</translation>
    </message>
    <message>
        <source>thinking…</source>
        <extracomment>the detail line: 16 scene units read at about 10.5 px at 1280×800 (14 was 9) the width the table asked for, and the most it may grow to (``set_width``) the game is over and this seat won (a gold frame and a star instead of the dot)</extracomment>
        <translation>tenker…</translation>
    </message>
    <message>
        <source>{reason} {action}: press {key}.</source>
        <translation>{reason} {action}: trykk {key}.</translation>
    </message>
    <message>
        <source>{reason} (wins {number} % of {count} simulated games)</source>
        <extracomment>smallest text height on screen (px), as the callout room kept between the label and the felt&apos;s edge, a frame or a choosable thing the step of the scan for a free spot (scene units)</extracomment>
        <translation>{reason} (vinner {number} % av {count} simulerte spill)</translation>
    </message>
    <message>
        <source>Hint: {why}</source>
        <translation>Tips: {why}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er over.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Deal</source>
        <extracomment>the move a line was written by (0: the opening deal, k: the k-th action); absent on headings and on lines no move wrote (the &quot;takes back&quot; line of an undo) on headings: the turn&apos;s key (0 for the deal, n for &quot;Turn n&quot;), so a rebuild of the same game (a language switch, an undo) folds again the turns the reader had folded pixels added to every row: wrapped sentences set tight read as one block the acting seat; ``None`` for the deal (a move without a seat stays in the turn) on each of the move&apos;s lines (the computer&apos;s &quot;Decided in … s&quot;) the seat of the current heading (``None``: the deal&apos;s, or none yet) turn keys folded by the reader before a rebuild, folded again as they come back</extracomment>
        <translation>Utdeling</translation>
    </message>
    <message>
        <source>Turn {n} — {name}</source>
        <translation>Tur {n} — {name}</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Learn to play (about 3 minutes)</source>
        <extracomment>hidden while it has no text (a status bar label beside the prompt: no room taken) the id of the game&apos;s guided game, None while there is none (or not known yet)</extracomment>
        <translation>Lær å spille (omtrent 3 minutter)</translation>
    </message>
    <message>
        <source>Learn to play {game} (about 3 minutes)</source>
        <translation>Lær å spille {game} (omtrent 3 minutter)</translation>
    </message>
    <message>
        <source>Guided game finished</source>
        <translation>Guidet parti fullført</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n spiller</numerusform>
            <numerusform>%n spillere</numerusform>
        </translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} spillere</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Kommer snart</translation>
    </message>
</context>
<context>
    <name>HandoverOverlay</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Gi videre til {name}</translation>
    </message>
    <message>
        <source>{name}, click when ready — your cards will be shown.</source>
        <translation>{name}, klikk når du er klar – da vises kortene dine.</translation>
    </message>
    <message>
        <source>Everyone else: please look away.</source>
        <translation>Alle andre: se bort, takk.</translation>
    </message>
</context>
<context>
    <name>InvitePanel</name>
    <message>
        <source>Copied</source>
        <extracomment>the seat kinds and states ``SeatRow`` may carry the QR picture&apos;s largest side on screen (scaled by whole pixels: it stays sharp) how long &quot;Copied&quot; stays shown the host starts the game (every remote seat has joined) the host gives up the table while waiting (Cancel or Escape)</extracomment>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>At this computer</source>
        <translation>Ved denne datamaskinen</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Datamaskin</translation>
    </message>
    <message>
        <source>At another computer</source>
        <translation>Ved en annen datamaskin</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Klar</translation>
    </message>
    <message>
        <source>Waiting to join…</source>
        <translation>Venter på å bli med…</translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>Koblet til</translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation>Frakoblet</translation>
    </message>
    <message numerus="yes">
        <source>%n spectator(s) watching</source>
        <translation>
            <numerusform>%n tilskuer ser på</numerusform>
            <numerusform>%n tilskuere ser på</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for: {names}</source>
        <translation>Venter på: {names}</translation>
    </message>
    <message>
        <source>The game can start once everyone at another computer has joined.</source>
        <translation>Spillet kan begynne når alle ved andre datamaskiner har blitt med.</translation>
    </message>
    <message>
        <source>Invite players</source>
        <translation>Inviter spillere</translation>
    </message>
    <message>
        <source>Hosted by {name}</source>
        <translation>Vert: {name}</translation>
    </message>
    <message>
        <source>&amp;Invite code:</source>
        <translation>&amp;Invitasjonskode:</translation>
    </message>
    <message>
        <source>Invite code</source>
        <translation>Invitasjonskode</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopier</translation>
    </message>
    <message>
        <source>Copy the invite code to the clipboard</source>
        <translation>Kopier invitasjonskoden til utklippstavlen</translation>
    </message>
    <message>
        <source>Friends on your network find this table when they choose Join a table in the Game menu. Others need the code or the picture.</source>
        <translation>Venner i nettverket ditt finner bordet når de velger Bli med ved et bord i Spill-menyen. Andre trenger koden eller bildet.</translation>
    </message>
    <message>
        <source>The invite code as a QR picture</source>
        <translation>Invitasjonskoden som QR-bilde</translation>
    </message>
    <message>
        <source>&amp;Seats:</source>
        <translation>&amp;Plasser:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plasser</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Start spillet</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Close the table: nobody can join any more</source>
        <translation>Lukk bordet: ingen kan bli med lenger</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>&amp;Watch</source>
        <extracomment>the pages, in ``pages``&apos; order ``seat_chosen``&apos;s index for watching instead of playing (the table&apos;s address, or the pasted invite code; the table&apos;s id, &quot;&quot; for a code) Cancel while connecting: the dialog is back on its first page (seat index, or ``SPECTATOR``; the name the guest plays under) the guest gave up (Cancel or Escape on the first or the seats page) the name typed by the guest (it then no longer follows the chosen seat)</extracomment>
        <translation>Se &amp;på</translation>
    </message>
    <message>
        <source>&amp;Take the seat</source>
        <translation>Ta &amp;plassen</translation>
    </message>
    <message numerus="yes">
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n ledig plass</numerusform>
            <numerusform>%n ledige plasser</numerusform>
        </translation>
    </message>
    <message>
        <source>{game} — {host} ({free})</source>
        <translation>{game} — {host} ({free})</translation>
    </message>
    <message>
        <source>Connecting to {host}…</source>
        <translation>Kobler til {host}…</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Kobler til…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Choose your seat at {game}:</source>
        <translation>Velg plassen din i {game}:</translation>
    </message>
    <message>
        <source>Choose your seat:</source>
        <translation>Velg plassen din:</translation>
    </message>
    <message>
        <source>{name} (taken)</source>
        <translation>{name} (opptatt)</translation>
    </message>
    <message>
        <source>W&amp;atch as a spectator</source>
        <translation>Se på som &amp;tilskuer</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ditt &amp;navn:</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Bli med ved et bord</translation>
    </message>
    <message>
        <source>&amp;Tables on your network:</source>
        <translation>Bord i &amp;nettverket ditt:</translation>
    </message>
    <message>
        <source>Tables on your network</source>
        <translation>Bord i nettverket ditt</translation>
    </message>
    <message>
        <source>Looking for tables on your network…</source>
        <translation>Ser etter bord i nettverket ditt…</translation>
    </message>
    <message>
        <source>Or paste an &amp;invite code:</source>
        <translation>Eller lim inn en &amp;invitasjonskode:</translation>
    </message>
    <message>
        <source>Invite code</source>
        <translation>Invitasjonskode</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Bli med</translation>
    </message>
</context>
<context>
    <name>Joining</name>
    <message>
        <source>Join a table</source>
        <translation>Bli med ved et bord</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>the game the player agreed to abandon, counted once its successor is installed why the data folder cannot be written (no autosave, no statistics), or None ``translations.generation`` the texts were last set for (see ``changeEvent``) False for ``--screenshot`` runs: their size must not become the player&apos;s window called once with the next game&apos;s session and table before it starts (a guided game&apos;s runner takes its seats and moves there: ``ui.tutorial.launch``)</extracomment>
        <translation>&amp;Spill</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Ny…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Start på nytt</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Åpne…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lagre</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Lagre s&amp;om…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistikk…</translation>
    </message>
    <message>
        <source>&amp;Watch a replay…</source>
        <translation>Se en &amp;reprise…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avslutt</translation>
    </message>
    <message>
        <source>{game} (guided game) — Tabletop</source>
        <translation>{game} (guidet parti) — Tabletop</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Fullskjerm</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>Spill&amp;logg</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animasjonshastighet</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rask</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsom</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Innstillinger</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Språk</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemspråk</translation>
    </message>
    <message>
        <source>Seat &amp;names…</source>
        <translation>Spiller&amp;navn…</translation>
    </message>
    <message>
        <source>&amp;Sound effects</source>
        <translation>&amp;Lydeffekter</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regler for dette spillet</translation>
    </message>
    <message>
        <source>&amp;Controls (?)</source>
        <translation>&amp;Styring (?)</translation>
    </message>
    <message>
        <source>&amp;About Tabletop</source>
        <translation>&amp;Om Tabletop</translation>
    </message>
    <message>
        <source>Game log</source>
        <extracomment>the log&apos;s width is the player&apos;s (remembered, or set in this run): no default width every event of the running game so far, in order (an undo cuts it back) every move&apos;s events and acting seat (0: the deal): the log&apos;s turns are built from it</extracomment>
        <translation>Spillogg</translation>
    </message>
    <message>
        <source>Tabletop cannot keep its files in “{folder}”: {reason}.

You can play, but games will not be saved automatically and no statistics will be kept. Game → Save as… can still save a game somewhere else.</source>
        <translation>Tabletop kan ikke lagre filene sine i «{folder}»: {reason}.

Du kan spille, men spill lagres ikke automatisk, og det føres ingen statistikk. Spill → Lagre som… kan fortsatt lagre et spill et annet sted.</translation>
    </message>
    <message>
        <source>{game} (practice) — Tabletop</source>
        <translation>{game} (øving) — Tabletop</translation>
    </message>
    <message>
        <source>Tabletop is already running: its window was brought forward.</source>
        <translation>Tabletop kjører allerede: vinduet er hentet fram.</translation>
    </message>
    <message>
        <source>Tabletop</source>
        <extracomment>how long a thread may hold the interpreter lock while another waits (set in ``main``)</extracomment>
        <translation>Tabletop</translation>
    </message>
    <message>
        <source>Tabletop is already running (process {pid}) with the same folder for its games, but it does not answer. Close it, or end that process, and start Tabletop again.</source>
        <translation>Tabletop kjører allerede (prosess {pid}) med samme mappe for spillene sine, men svarer ikke. Lukk det, eller avslutt den prosessen, og start Tabletop på nytt.</translation>
    </message>
    <message>
        <source>{} — Tabletop</source>
        <translation>{} — Tabletop</translation>
    </message>
    <message>
        <source>Seat names</source>
        <translation>Spillernavn</translation>
    </message>
    <message>
        <source>Default names for the seats, one per line:</source>
        <translation>Standardnavn for plassene, ett per linje:</translation>
    </message>
    <message>
        <source>Abandon game</source>
        <translation>Avbryt spillet</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Avbryte spillet som pågår?</translation>
    </message>
    <message numerus="yes">
        <source>The %n move(s) made so far will be lost unless you saved the game.</source>
        <translation>
            <numerusform>Trekket som er gjort så langt, går tapt hvis du ikke har lagret spillet.</numerusform>
            <numerusform>De %n trekkene som er gjort så langt, går tapt hvis du ikke har lagret spillet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Start spill</translation>
    </message>
    <message>
        <source>The game could not be started; nothing else was changed.

{detail}</source>
        <translation>Spillet kunne ikke startes; ingenting annet ble endret.

{detail}</translation>
    </message>
    <message>
        <source>Decided in {seconds} s</source>
        <translation>Bestemte seg på {seconds} s</translation>
    </message>
    <message>
        <source>The computer player failed: {}</source>
        <translation>Datamaskinspilleren fikk en feil: {}</translation>
    </message>
    <message>
        <source>Autosave failed: {}</source>
        <extracomment>what identifies one version of a file: inode, size and modification time the file Save writes to (None: Save asks, like Save As) how many actions the running game had when it appeared in this window: the autosave is written (and removed at the end) only once the game has moved on from there, so a new, resumed or opened game never replaces another game&apos;s autosave untouched the resume offer while it is shown the message about an autosave that could not be loaded (while it is shown) the autosave as this window last wrote or read it (``file_stamp``; ``None``: there was none), or ``_UNSEEN`` before the first look</extracomment>
        <translation>Automatisk lagring mislyktes: {}</translation>
    </message>
    <message>
        <source>Another copy of Tabletop had saved its game here; it was kept as “{file}” (Game → Open).</source>
        <translation>En annen kopi av Tabletop hadde lagret spillet sitt her; det ble beholdt som «{file}» (Spill → Åpne).</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Lagre spill</translation>
    </message>
    <message>
        <source>A saved game can be read by whoever opens the file, including face-down cards.</source>
        <translation>Et lagret spill kan leses av den som åpner filen, også kortene som ligger med baksiden opp.</translation>
    </message>
    <message>
        <source>Keep the file where the other players will not open it, if that matters.</source>
        <translation>Legg filen der de andre spillerne ikke åpner den, hvis det betyr noe.</translation>
    </message>
    <message>
        <source>Tabletop saves (*.json)</source>
        <translation>Tabletop-lagringsfiler (*.json)</translation>
    </message>
    <message>
        <source>The game could not be saved: {}</source>
        <translation>Spillet kunne ikke lagres: {}</translation>
    </message>
    <message>
        <source>Saved to {}</source>
        <translation>Lagret i {}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Åpne spill</translation>
    </message>
    <message>
        <source>Tabletop saves (*.json);;All files (*)</source>
        <translation>Tabletop-lagringsfiler (*.json);;Alle filer (*)</translation>
    </message>
    <message>
        <source>This version of Tabletop cannot show that game yet.</source>
        <extracomment>the game is still being played, so only one view may be shown (``private_to``) with ``private``: the seat whose hidden cards may be shown — the person at the screen now — or ``None``: nobody&apos;s, only what lies open on the table</extracomment>
        <translation>Denne versjonen av Tabletop kan ikke vise det spillet ennå.</translation>
    </message>
    <message>
        <source>This file cannot be opened.

{reason}</source>
        <translation>Denne filen kan ikke åpnes.

{reason}</translation>
    </message>
    <message>
        <source>The game saved automatically last time cannot be loaded, and it could not be moved aside ({error}); the next game will replace it.

{reason}</source>
        <translation>Spillet som ble lagret automatisk sist, kan ikke lastes inn, og det kunne ikke flyttes unna ({error}); neste spill vil erstatte det.

{reason}</translation>
    </message>
    <message>
        <source>The game saved automatically last time cannot be loaded. It was kept as “{file}” in Tabletop&apos;s folder, so no new game will replace it.

{reason}</source>
        <translation>Spillet som ble lagret automatisk sist, kan ikke lastes inn. Det er tatt vare på som «{file}» i mappen til Tabletop, så ikke noe nytt spill erstatter det.

{reason}</translation>
    </message>
    <message>
        <source>Resume {game} from {time}?</source>
        <translation>Fortsette {game} fra kl. {time}?</translation>
    </message>
    <message>
        <source>Resume {game} from {date_time}?</source>
        <translation>Fortsette {game} fra {date_time}?</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Fortsett spill</translation>
    </message>
    <message>
        <source>Show folder</source>
        <translation>Vis mappen</translation>
    </message>
    <message>
        <source>About Tabletop</source>
        <translation>Om Tabletop</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tabletop&lt;/h3&gt;&lt;p&gt;Four card games at one computer: Supertrumf Fantasy, Storma slottet!, Riftforce and Ordet fanger.&lt;/p&gt;&lt;p&gt;Play with friends taking turns, or against the computer.&lt;/p&gt;&lt;p&gt;Text is set in DejaVu Sans (Bitstream Vera licence).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tabletop&lt;/h3&gt;&lt;p&gt;Fire kortspill ved én datamaskin: Supertrumf Fantasy, Storma slottet!, Riftforce og Ordet fanger.&lt;/p&gt;&lt;p&gt;Bytt på med venner, eller spill mot datamaskinen.&lt;/p&gt;&lt;p&gt;Teksten er satt i DejaVu Sans (Bitstream Vera-lisens).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Angr&amp;e</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>&amp;Gjør om</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>T&amp;ips</translation>
    </message>
    <message>
        <source>Take back your last move (Ctrl+Z)</source>
        <translation>Ta tilbake det siste trekket ditt (Ctrl+Z)</translation>
    </message>
    <message>
        <source>{name} takes back: {what}</source>
        <translation>{name} tar tilbake: {what}</translation>
    </message>
    <message>
        <source>Turn this game into practice</source>
        <translation>Gjør dette spillet til et øvingsspill</translation>
    </message>
    <message>
        <source>In the guided game the step says what to do: press F2 and it shows you.</source>
        <translation>I det guidede partiet sier steget hva du skal gjøre: trykk F2, så viser det deg.</translation>
    </message>
    <message>
        <source>A hint is for the person whose turn it is.</source>
        <translation>Tips gis til den som har tur.</translation>
    </message>
    <message>
        <source>High-contrast / &amp;colour-safe cards</source>
        <extracomment>a health bar&apos;s colours: plenty left, half, little (``Palette.health``) the size (pt) of the UI font Tabletop is laid out for; a larger system font makes its text larger (``ui_font``, ``text_scale``), a smaller one does not make it smaller how far text follows a large system font (beyond it the table&apos;s layout would break) health bars and life segments: plenty left, half, little (Storma&apos;s bar, Riftforce&apos;s) a dark slate-blue felt: blue and yellow are the axis every common colour-vision deficiency keeps (tritanopia aside, which keeps red–cyan), so light yellow frames and the light blue focus stand out from it under all three, and the red/green of a green felt is gone the QSettings key of the colour-safe theme (&quot;true&quot;/&quot;false&quot;)</extracomment>
        <translation>Høy kontrast / &amp;fargesikre kort</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>&amp;Host a table…</source>
        <extracomment>joining a table hosted elsewhere (``ui.net.joining``) the seat the waiting strip is about</extracomment>
        <translation>Å&amp;pne et bord…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Bli med ved et bord…</translation>
    </message>
    <message>
        <source>&amp;Invite…</source>
        <translation>&amp;Inviter…</translation>
    </message>
    <message>
        <source>Let guests join over the &amp;internet</source>
        <translation>La gjester bli med over &amp;internett</translation>
    </message>
    <message>
        <source>&amp;Wait for a lost guest</source>
        <translation>&amp;Vent på en frakoblet gjest</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minutt</numerusform>
            <numerusform>%n minutter</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>{name}s bord</translation>
    </message>
</context>
<context>
    <name>NetRefusals</name>
    <message>
        <source>This table runs Tabletop {host_version} (rules {host_rules}); you have {my_version} (rules {my_rules}). Both players need the same version.</source>
        <extracomment>the translation context of every text here (each call names it: lupdate reads literals)</extracomment>
        <translation>Dette bordet kjører Tabletop {host_version} (regler {host_rules}); du har {my_version} (regler {my_rules}). Begge spillerne trenger samme versjon.</translation>
    </message>
    <message>
        <source>This table is full.</source>
        <translation>Bordet er fullt.</translation>
    </message>
    <message>
        <source>{name}&apos;s seat has just been taken. Choose another one.</source>
        <translation>Noen tok nettopp plassen {name}. Velg en annen.</translation>
    </message>
    <message>
        <source>This invite code is wrong or incomplete. Copy it again from the host.</source>
        <translation>Invitasjonskoden er feil eller ufullstendig. Kopier den på nytt fra verten.</translation>
    </message>
    <message>
        <source>The host cannot be reached. Is its Tabletop still open?</source>
        <translation>Verten kan ikke nås. Er Tabletop fortsatt åpent der?</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>Verten har lukket bordet.</translation>
    </message>
    <message>
        <source>Connection lost. Reconnecting…</source>
        <translation>Forbindelsen ble brutt. Kobler til igjen…</translation>
    </message>
    <message>
        <source>Connected again.</source>
        <translation>Tilkoblet igjen.</translation>
    </message>
    <message>
        <source>A computer plays {name}&apos;s seat until {name} comes back.</source>
        <translation>En datamaskin spiller på plassen til {name} til {name} kommer tilbake.</translation>
    </message>
    <message>
        <source>{name} has taken their seat back.</source>
        <translation>{name} har tatt tilbake plassen sin.</translation>
    </message>
    <message>
        <source>You are watching; the whole game is shown once it is over.</source>
        <translation>Du ser på; hele spillet vises når det er over.</translation>
    </message>
    <message>
        <source>That seat is not yours.</source>
        <translation>Den plassen er ikke din.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {}</source>
        <extracomment>practice: unlimited undo against the computer, not counted in the statistics</extracomment>
        <translation>Spiller {}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nytt spill</translation>
    </message>
    <message>
        <source>Host a table</source>
        <extracomment>where Host a table… remembers its choices (a remote seat means nothing at one screen) what ``exec`` returns when the person chose the guided game (``tutorial()``)</extracomment>
        <translation>Åpne et bord</translation>
    </message>
    <message>
        <source>{} (coming soon)</source>
        <translation>{} (kommer snart)</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spill:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Antall spillere:</translation>
    </message>
    <message>
        <source>P&amp;ractice game</source>
        <translation>&amp;Øvingsspill</translation>
    </message>
    <message>
        <source>Take back any move, even after the computer has answered. A practice game is not counted in the statistics.</source>
        <translation>Ta tilbake hvilket trekk som helst, også etter at datamaskinen har svart. Et øvingsspill telles ikke med i statistikken.</translation>
    </message>
    <message>
        <source>Person at another computer</source>
        <translation>Ved annen maskin</translation>
    </message>
    <message>
        <source>&amp;Learn to play (about 3 minutes)</source>
        <translation>&amp;Lær å spille (omtrent 3 minutter)</translation>
    </message>
    <message>
        <source>A guided first game on a fixed deal: you make each move, the table shows which one and why.</source>
        <translation>Et guidet første parti med faste kort: du gjør hvert trekk selv, bordet viser hvilket og hvorfor.</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>Åpne &amp;bordet</translation>
    </message>
    <message>
        <source>A game across computers has the same undo rules for everyone: no practice game.</source>
        <translation>Et spill over flere datamaskiner har de samme angrereglene for alle: ikke noe øvingsspill.</translation>
    </message>
    <message>
        <source>&amp;Advanced</source>
        <translation>&amp;Avansert</translation>
    </message>
    <message>
        <source>random</source>
        <translation>tilfeldig</translation>
    </message>
    <message>
        <source>&amp;Deal number — the same number gives the same shuffle:</source>
        <translation>&amp;Spillnummer – samme nummer gir samme stokking:</translation>
    </message>
    <message>
        <source>Make at least one seat a person at another computer.</source>
        <translation>Gjør minst én plass til en person ved en annen datamaskin.</translation>
    </message>
    <message>
        <source>The deal number must be a whole number (or empty).</source>
        <translation>Spillnummeret må være et heltall (eller tomt).</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plasser</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivå</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Menneske</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Datamaskin</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Valg</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>S&amp;tart</translation>
    </message>
    <message>
        <source>This game cannot be played yet.</source>
        <translation>Dette spillet kan ikke spilles ennå.</translation>
    </message>
</context>
<context>
    <name>OrdetAccess</name>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} og {b}</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Draw pile {n}</source>
        <translation>Trekkebunke {n}</translation>
    </message>
    <message>
        <source>Your pile {n}</source>
        <translation>Din bunke {n}</translation>
    </message>
    <message>
        <source>{name}&apos;s pile {n}</source>
        <translation>{name}s bunke {n}</translation>
    </message>
    <message>
        <source>can draw</source>
        <translation>du kan trekke</translation>
    </message>
    <message>
        <source>can be chosen</source>
        <translation>kan velges</translation>
    </message>
    <message>
        <source>{n} seconds</source>
        <translation>{n} sekunder</translation>
    </message>
    <message>
        <source>{name}&apos;s won cards, {count}</source>
        <translation>{name}s vunne kort, {count}</translation>
    </message>
    <message>
        <source>{name}&apos;s buzzer, key {key}</source>
        <translation>{name}s buzzer, tast {key}</translation>
    </message>
</context>
<context>
    <name>OrdetControls</name>
    <message>
        <source>Enter</source>
        <extracomment>buzzer keys per seat: spread over the keyboard so six people can share one, and in the same place on English, Swedish, Norwegian and German keyboards &quot;yes&quot; per UI language: the first letter of the word for yes there</extracomment>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Click a draw pile</source>
        <translation>Klikk på en trekkebunke</translation>
    </message>
    <message>
        <source>Draw its top card onto your play pile (on your turn)</source>
        <translation>Trekk det øverste kortet til spillebunken din (når det er din tur)</translation>
    </message>
    <message>
        <source>Draw from the first draw pile that still has cards</source>
        <translation>Trekk fra den første trekkebunken som fortsatt har kort</translation>
    </message>
    <message>
        <source>Click one of your play piles</source>
        <translation>Klikk på en av spillebunkene dine</translation>
    </message>
    <message>
        <source>Choose the pile your next card goes on; click it again to draw onto it</source>
        <translation>Velg bunken som det neste kortet ditt havner på; klikk igjen for å trekke til den</translation>
    </message>
    <message>
        <source>Switch between your two play piles before drawing</source>
        <translation>Bytt mellom de to spillebunkene dine før du trekker</translation>
    </message>
    <message>
        <source>Buzzer of {name}: buzz in a duel</source>
        <translation>Buzzeren til {name}: buzz i en duell</translation>
    </message>
    <message>
        <source>Click a buzzer</source>
        <translation>Klikk på en buzzer</translation>
    </message>
    <message>
        <source>Buzz for that seat</source>
        <translation>Buzz for den plassen</translation>
    </message>
    <message>
        <source>Type in the answer box, then {enter}</source>
        <translation>Skriv i svarfeltet, så {enter}</translation>
    </message>
    <message>
        <source>Answer in a duel (more answers: one after the other)</source>
        <translation>Svar i en duell (flere svar: ett om gangen)</translation>
    </message>
    <message>
        <source>Give up this duel while typing</source>
        <translation>Gi opp duellen mens du skriver</translation>
    </message>
    <message>
        <source>Yes: the answer counts (after a buzz, or an answer not in the list)</source>
        <translation>Ja: svaret godtas (etter en buzz, eller et svar som ikke står på listen)</translation>
    </message>
    <message>
        <source>No: the answer does not count</source>
        <translation>Nei: svaret godtas ikke</translation>
    </message>
    <message>
        <source>Tie: both answered at the same moment (a tie-break card decides)</source>
        <translation>Uavgjort: begge svarte samtidig (et kort til omkampen avgjør)</translation>
    </message>
    <message>
        <source>Nobody knows: both pass (two people buzzing)</source>
        <translation>Ingen vet: begge passer (når to personer buzzer)</translation>
    </message>
    <message>
        <source>Buttons under the table</source>
        <translation>Knappene under bordet</translation>
    </message>
    <message>
        <source>Answer, Give up, Yes, No, Tie, Nobody knows: the same as their keys</source>
        <translation>Svar, Gi opp, Ja, Nei, Uavgjort, Ingen vet: det samme som tastene deres</translation>
    </message>
</context>
<context>
    <name>OrdetOptionsWidget</name>
    <message>
        <source>Automatic (buzzers with two or more people, else typed)</source>
        <translation>Automatisk (buzzer når to eller flere mennesker spiller, ellers skrevne svar)</translation>
    </message>
    <message>
        <source>Buzz and confirm (the table judges)</source>
        <translation>Buzzer og bekreftelse (bordet dømmer)</translation>
    </message>
    <message>
        <source>Typed answers (unknown ones: “Count it anyway?”)</source>
        <translation>Skrevne svar (ukjente svar: «Godta likevel?»)</translation>
    </message>
    <message>
        <source>Typed answers, strict (only answers from the list)</source>
        <translation>Skrevne svar, streng (bare svar fra listen)</translation>
    </message>
    <message>
        <source>Card set:</source>
        <translation>Kortsett:</translation>
    </message>
    <message>
        <source>Answers in:</source>
        <translation>Svarspråk:</translation>
    </message>
    <message>
        <source>Judging:</source>
        <translation>Bedømming:</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Runder:</translation>
    </message>
    <message>
        <source>Answers needed to win a duel:</source>
        <translation>Svar som trengs for å vinne en duell:</translation>
    </message>
    <message>
        <source>No repeats:</source>
        <translation>Ingen gjentagelser:</translation>
    </message>
    <message>
        <source>an answer counts only once per category and round</source>
        <translation>et svar teller bare én gang per kategori og runde</translation>
    </message>
    <message>
        <source>Fewer symbols:</source>
        <translation>Færre symboler:</translation>
    </message>
    <message>
        <source>remove two symbols</source>
        <translation>fjern to symboler</translation>
    </message>
    <message>
        <source>Young players:</source>
        <translation>Yngre spillere:</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Plass {n}:</translation>
    </message>
    <message numerus="yes">
        <source>a fixed category for %n seat(s)</source>
        <translation>
            <numerusform>en fast kategori for %n plass</numerusform>
            <numerusform>en fast kategori for %n plasser</numerusform>
        </translation>
    </message>
    <message>
        <source>a fixed category for a seat (none)</source>
        <translation>en fast kategori for en plass (ingen)</translation>
    </message>
    <message>
        <source>none (answer the opponent&apos;s card)</source>
        <translation>ingen (svar på motstanderens kort)</translation>
    </message>
</context>
<context>
    <name>OrdetSymbols</name>
    <message>
        <source>circle</source>
        <translation>sirkel</translation>
    </message>
    <message>
        <source>square</source>
        <translation>kvadrat</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>trekant</translation>
    </message>
    <message>
        <source>star</source>
        <translation>stjerne</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>rombe</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>kryss</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>hjerte</translation>
    </message>
    <message>
        <source>moon</source>
        <translation>måne</translation>
    </message>
</context>
<context>
    <name>OrdetTable</name>
    <message>
        <source>Game over.</source>
        <translation>Spillet er over.</translation>
    </message>
    <message>
        <source>{name} buzzed and types the answer.</source>
        <translation>{name} buzzet og skriver svaret.</translation>
    </message>
    <message>
        <source>Tie-break: {a} and {b} both name: {category}</source>
        <translation>Omkamp: {a} og {b} nevner begge: {category}</translation>
    </message>
    <message>
        <source>Duel: {a} against {b}. Answer fast!</source>
        <translation>Duell: {a} mot {b}. Svar fort!</translation>
    </message>
    <message>
        <source>{name}: draw a card (click a draw pile or press Space; ←/→ choose your play pile)</source>
        <translation>{name}: trekk et kort (klikk på en trekkebunke eller trykk mellomrom; ←/→ velger spillebunken din)</translation>
    </message>
    <message>
        <source>{name}: draw a card (click a draw pile or press Space)</source>
        <translation>{name}: trekk et kort (klikk på en trekkebunke eller trykk mellomrom)</translation>
    </message>
    <message>
        <source>{name} draws…</source>
        <translation>{name} trekker…</translation>
    </message>
    <message>
        <source>Joker</source>
        <extracomment>everything on this table is public: the next person simply takes over the screen with two seats: the play pile (0 or 1) the person to draw puts the card on</extracomment>
        <translation>Joker</translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n vunnet</numerusform>
            <numerusform>%n vunnet</numerusform>
        </translation>
    </message>
    <message>
        <source>waiting…</source>
        <translation>venter…</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>tenker…</translation>
    </message>
    <message>
        <source>“{answer}”?</source>
        <translation>«{answer}»?</translation>
    </message>
    <message>
        <source>BUZZ! Does it count?</source>
        <translation>BUZZ! Godtas svaret?</translation>
    </message>
    <message>
        <source>typing…</source>
        <translation>skriver…</translation>
    </message>
    <message>
        <source>has answered (sealed)</source>
        <translation>har svart (skjult)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vunnet</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Mellomrom</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Trekkebunke</translation>
    </message>
    <message>
        <source>Joker in force</source>
        <translation>Gjeldende joker</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokere</translation>
    </message>
    <message numerus="yes">
        <source>%n set aside</source>
        <translation>
            <numerusform>%n lagt til side</numerusform>
            <numerusform>%n lagt til side</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie-break: both answer!</source>
        <translation>Omkamp: begge svarer!</translation>
    </message>
    <message>
        <source>Both answer this!</source>
        <translation>Begge svarer på denne!</translation>
    </message>
    <message>
        <source>Keys: Space draws · in a duel type your answer and press Enter (Esc gives up)</source>
        <translation>Taster: mellomrom trekker · i en duell skriver du svaret og trykker Enter (Esc gir opp)</translation>
    </message>
    <message>
        <source>total {total}</source>
        <translation>totalt {total}</translation>
    </message>
    <message>
        <source>{name} buzzed: does the answer count? {yes} = yes, {no} = no</source>
        <translation>{name} buzzet: godtas svaret? {yes} = ja, {no} = nei</translation>
    </message>
    <message>
        <source>“{answer}” is not in the list. Count it anyway? {yes} = yes, {no} = no</source>
        <translation>«{answer}» står ikke på listen. Godta likevel? {yes} = ja, {no} = nei</translation>
    </message>
    <message>
        <source>Keys: Space draws · buzzers: {keys} · {yes}/Enter accepts, {no} rejects · {tie} tie · Esc nobody knows</source>
        <translation>Taster: mellomrom trekker · buzzere: {keys} · {yes}/Enter godtar, {no} avviser · {tie} uavgjort · Esc ingen vet</translation>
    </message>
    <message>
        <source>For {name}</source>
        <translation>Til {name}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spillet er over</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Runde {round} av {rounds}</translation>
    </message>
    <message>
        <source>{name} draws</source>
        <translation>{name} trekker</translation>
    </message>
    <message>
        <source>Duel</source>
        <translation>Duell</translation>
    </message>
    <message>
        <source>{a}: {pa} of {need}, {b}: {pb} of {need}</source>
        <translation>{a}: {pa} av {need}, {b}: {pb} av {need}</translation>
    </message>
    <message>
        <source>{a} and {b}: {category}</source>
        <translation>{a} og {b}: {category}</translation>
    </message>
    <message>
        <source>{a} ⚔ {b}</source>
        <translation>{a} ⚔ {b}</translation>
    </message>
    <message>
        <source>“{answer}” is not in the list. Count it anyway?</source>
        <translation>«{answer}» står ikke på listen. Godta likevel?</translation>
    </message>
    <message>
        <source>{name} buzzed! Does the answer count?</source>
        <translation>{name} buzzet! Godtas svaret?</translation>
    </message>
    <message>
        <source>{name}, name: {category}</source>
        <translation>{name}, nevn: {category}</translation>
    </message>
    <message>
        <source>Say your answer and buzz: {keys}</source>
        <translation>Si svaret ditt og buzz: {keys}</translation>
    </message>
    <message>
        <source>Duel in progress…</source>
        <translation>Duell pågår…</translation>
    </message>
    <message>
        <source>{category}: {answers}</source>
        <translation>{category}: {answers}</translation>
    </message>
    <message>
        <source>No answers used yet for these categories.</source>
        <translation>Ingen svar er brukt ennå for disse kategoriene.</translation>
    </message>
    <message>
        <source>Already used: {list}</source>
        <translation>Allerede brukt: {list}</translation>
    </message>
    <message>
        <source>gives up</source>
        <translation>gir opp</translation>
    </message>
    <message>
        <source>✗ not counted</source>
        <translation>✗ ikke godtatt</translation>
    </message>
    <message>
        <source>This draw pile is empty.</source>
        <extracomment>with two seats: the play pile (0 or 1) the person to draw puts the card on</extracomment>
        <translation>Denne trekkebunken er tom.</translation>
    </message>
    <message>
        <source>{name} is not in this duel.</source>
        <translation>{name} er ikke med i denne duellen.</translation>
    </message>
    <message>
        <source>The buzzers are for duels.</source>
        <translation>Summerne er for dueller.</translation>
    </message>
    <message>
        <source>Answer the duel first.</source>
        <translation>Svar i duellen først.</translation>
    </message>
    <message>
        <source>Click a draw pile to draw a card.</source>
        <translation>Klikk på en trekkebunke for å trekke et kort.</translation>
    </message>
    <message>
        <source>Choose one of your own play piles.</source>
        <translation>Velg en av dine egne spillebunker.</translation>
    </message>
    <message>
        <source>{first} and {second} pressed at the same moment.</source>
        <extracomment>presses kept while a seat&apos;s earlier one is still being ordered (more answers)</extracomment>
        <translation>{first} og {second} trykket i samme øyeblikk.</translation>
    </message>
    <message>
        <source>{first} was first ({seconds} s), then {second}.</source>
        <translation>{first} var først ({seconds} s), så {second}.</translation>
    </message>
    <message>
        <source>{name} was first ({seconds} s).</source>
        <translation>{name} var først ({seconds} s).</translation>
    </message>
</context>
<context>
    <name>OrdetWords</name>
    <message>
        <source>joker ({a} = {b})</source>
        <translation>joker ({a} = {b})</translation>
    </message>
    <message>
        <source>“{category}” ({symbol})</source>
        <translation>«{category}» ({symbol})</translation>
    </message>
    <message>
        <source>Round {round} begins; {name} draws first.</source>
        <translation>Runde {round} begynner; {name} trekker først.</translation>
    </message>
    <message>
        <source>{name} flips {card}.</source>
        <translation>{name} flipper {card}.</translation>
    </message>
    <message>
        <source>{name} draws a {card} in the first pass: set aside, draw again.</source>
        <translation>{name} trekker en {card} i første runde rundt bordet: den legges til side, trekk på nytt.</translation>
    </message>
    <message>
        <source>{name} lays down a {card}; it is in force now.</source>
        <translation>{name} legger ut en {card}; den gjelder nå.</translation>
    </message>
    <message>
        <source>Own piles match: {a} and {b} race on the new card!</source>
        <translation>Egne bunker matcher: {a} og {b} kappes om det nye kortet!</translation>
    </message>
    <message>
        <source>Duel: {a} against {b}!</source>
        <translation>Duell: {a} mot {b}!</translation>
    </message>
    <message>
        <source>{name}: “{answer}” counts.</source>
        <translation>{name}: «{answer}» godtas.</translation>
    </message>
    <message>
        <source>{name}&apos;s answer counts.</source>
        <translation>Svaret til {name} godtas.</translation>
    </message>
    <message>
        <source>{name}: “{answer}” does not count.</source>
        <translation>{name}: «{answer}» godtas ikke.</translation>
    </message>
    <message>
        <source>{name}&apos;s answer does not count.</source>
        <translation>Svaret til {name} godtas ikke.</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} passer</translation>
    </message>
    <message>
        <source>{name}: “{answers}” after {seconds} s</source>
        <translation>{name}: «{answers}» etter {seconds} s</translation>
    </message>
    <message>
        <source>Nobody answered.</source>
        <translation>Ingen svarte.</translation>
    </message>
    <message>
        <source>A tie!</source>
        <translation>Uavgjort!</translation>
    </message>
    <message>
        <source>Tie-break: both answer {card}.</source>
        <translation>Omkamp: begge svarer på {card}.</translation>
    </message>
    <message>
        <source>A joker was flipped for the tie-break; it goes back into the pile.</source>
        <translation>En joker ble flippet til omkampen; den stokkes tilbake i bunken.</translation>
    </message>
    <message>
        <source>No card left for a tie-break: the duel starts again.</source>
        <translation>Ingen kort igjen til omkamp: duellen starter på nytt.</translation>
    </message>
    <message>
        <source>Nobody could answer: this duel is dropped.</source>
        <translation>Ingen kunne svare: duellen strykes.</translation>
    </message>
    <message>
        <source>{winner} wins the race and takes {card} from their own pile.</source>
        <translation>{winner} vinner kappløpet og tar {card} fra sin egen bunke.</translation>
    </message>
    <message>
        <source>{winner} wins {card} from {loser}.</source>
        <translation>{winner} vinner {card} fra {loser}.</translation>
    </message>
    <message>
        <source>Round {round} is over: {won}.</source>
        <translation>Runde {round} er over: {won}.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Spillet er over.</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} vinner!</translation>
    </message>
    <message>
        <source>Shared win: {names}</source>
        <translation>Delt seier: {names}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation>
            <numerusform>{name}: %n kort</numerusform>
            <numerusform>{name}: %n kort</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>File &amp;name:</source>
        <translation>Fil&amp;navn:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Filtype:</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Se i:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Åpne</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lagre</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Angre</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gjør om</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Klipp &amp;ut</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopier</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Lim inn</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Slett</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Merk alt</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nei</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åpne</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lagre</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Forkast</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Bruk</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hjelp</translation>
    </message>
</context>
<context>
    <name>ReadAloud</name>
    <message>
        <source>Say what the keyboard is on: the card or place, what is there and what you can do with it</source>
        <translation>Les opp det tastaturet står på: kortet eller plassen, hva som ligger der og hva du kan gjøre med det</translation>
    </message>
    <message>
        <source>Say your score, then everyone else&apos;s</source>
        <translation>Les opp din stilling og deretter de andres</translation>
    </message>
    <message>
        <source>Say how many cards you hold, and which</source>
        <translation>Les opp hvor mange kort du har på hånden, og hvilke</translation>
    </message>
    <message>
        <source>Say whose turn it is and what to do</source>
        <translation>Les opp hvem som står for tur og hva som skal gjøres</translation>
    </message>
    <message>
        <source>Say the last move again</source>
        <translation>Les opp det siste trekket igjen</translation>
    </message>
    <message>
        <source>Button: {text}.</source>
        <translation>Knapp: {text}.</translation>
    </message>
    <message>
        <source>Nothing is chosen. Tab goes to your cards and the buttons; arrow keys move in your hand.</source>
        <translation>Ingenting er valgt. Tab går til kortene dine og knappene; piltastene flytter i hånden.</translation>
    </message>
    <message>
        <source>your hand</source>
        <translation>hånden din</translation>
    </message>
    <message>
        <source>{card}, {place}.</source>
        <translation>{card}, {place}.</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>et kort med baksiden opp</translation>
    </message>
    <message>
        <source>You: {detail}.</source>
        <translation>Du: {detail}.</translation>
    </message>
    <message>
        <source>{name}: {detail}.</source>
        <translation>{name}: {detail}.</translation>
    </message>
    <message>
        <source>You hold no cards.</source>
        <translation>Du har ingen kort på hånden.</translation>
    </message>
    <message>
        <source>Cards in your hand: {count}. {names}.</source>
        <translation>Kort på hånden: {count}. {names}.</translation>
    </message>
    <message>
        <source>No move yet.</source>
        <translation>Ingen trekk ennå.</translation>
    </message>
</context>
<context>
    <name>ReplayControls</name>
    <message>
        <source>First move (Home)</source>
        <extracomment>the slider moved to a position (number of moves made) the seat whose view is shown a private replay (a game still being played): the one view allowed, else None</extracomment>
        <translation>Første trekk (Home)</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Forrige trekk (Venstre)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Neste trekk (Høyre)</translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation>Siste trekk (End)</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Trekk</translation>
    </message>
    <message>
        <source>Seen by:</source>
        <translation>Vis som:</translation>
    </message>
    <message>
        <source>Show all cards</source>
        <translation>Vis alle kort</translation>
    </message>
    <message>
        <source>Once the game is over: every hand face up</source>
        <translation>Når spillet er over: alle hender med forsiden opp</translation>
    </message>
    <message>
        <source>This game is still being played: the replay shows only what the person at the screen may see. Every view, and all cards, once it is over.</source>
        <translation>Dette spillet pågår fortsatt: reprisen viser bare det personen ved skjermen får se. Alle visninger, og alle kort, når det er over.</translation>
    </message>
    <message>
        <source>Nobody (open cards only)</source>
        <translation>Ingen (bare åpne kort)</translation>
    </message>
    <message>
        <source>Available at the end of the game (End)</source>
        <translation>Tilgjengelig på slutten av spillet (End)</translation>
    </message>
    <message>
        <source>Available once the game is over</source>
        <translation>Tilgjengelig når spillet er over</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Mellomrom)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Spill av (Mellomrom)</translation>
    </message>
    <message>
        <source>Move {current} of {total}</source>
        <translation>Trekk {current} av {total}</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Watch a replay</source>
        <translation>Se en reprise</translation>
    </message>
    <message>
        <source>Replay: {game} ({players}) — Tabletop</source>
        <extracomment>one move per this many milliseconds while playing, at the &quot;normal&quot; animation speed the pace with animations off: still slow enough to follow the log each move&apos;s events and acting seat (0: the opening deal), for the log a dragged slider asks for many positions: only the last one is built</extracomment>
        <translation>Reprise: {game} ({players}) — Tabletop</translation>
    </message>
</context>
<context>
    <name>RiftforceAccess</name>
    <message>
        <source>your side</source>
        <translation>din side</translation>
    </message>
    <message>
        <source>{name}&apos;s side</source>
        <translation>{name}s side</translation>
    </message>
    <message>
        <source>Your draw pile</source>
        <translation>Din trekkbunke</translation>
    </message>
    <message>
        <source>{name}&apos;s draw pile</source>
        <translation>{name}s trekkbunke</translation>
    </message>
    <message>
        <source>Your discard pile</source>
        <translation>Din kastebunke</translation>
    </message>
    <message>
        <source>{name}&apos;s discard pile</source>
        <translation>{name}s kastebunke</translation>
    </message>
    <message>
        <source>yours {cards}</source>
        <translation>dine {cards}</translation>
    </message>
    <message>
        <source>{name}&apos;s {cards}</source>
        <translation>{name}s {cards}</translation>
    </message>
    <message>
        <source>Location {n}: {lines}</source>
        <translation>Sted {n}: {lines}</translation>
    </message>
    <message>
        <source>{n} damage</source>
        <translation>{n} i skade</translation>
    </message>
    <message>
        <source>can be chosen</source>
        <translation>kan velges</translation>
    </message>
    <message>
        <source>can be picked</source>
        <translation>kan velges som laug</translation>
    </message>
</context>
<context>
    <name>RiftforceControls</name>
    <message>
        <source>Drag 1–3 hand cards to a location</source>
        <translation>Dra 1–3 kort fra hånden til et sted</translation>
    </message>
    <message>
        <source>Play them there (select several by clicking them first; they share a guild or a number)</source>
        <translation>Spill dem ut der (merk flere ved å klikke på dem først; de har samme laug eller samme tall)</translation>
    </message>
    <message>
        <source>Drag a hand card to your discard pile</source>
        <translation>Dra et kort fra hånden til kastebunken din</translation>
    </message>
    <message>
        <source>Discard it to activate your elementals of its guild or its number</source>
        <translation>Kast det for å aktivere elementarene dine med samme laug eller samme tall</translation>
    </message>
    <message>
        <source>Click a hand card</source>
        <translation>Klikk på et kort på hånden</translation>
    </message>
    <message>
        <source>Select it, or take it out of the selection</source>
        <translation>Merk det, eller ta det ut av valget</translation>
    </message>
    <message>
        <source>Click a location</source>
        <translation>Klikk på et sted</translation>
    </message>
    <message>
        <source>Play the selected cards there, or answer a location question</source>
        <translation>Spill ut de merkede kortene der, eller svar på et spørsmål om sted</translation>
    </message>
    <message>
        <source>Click your discard pile</source>
        <translation>Klikk på kastebunken din</translation>
    </message>
    <message>
        <source>Activate with the first selected card</source>
        <translation>Aktiver med det første merkede kortet</translation>
    </message>
    <message>
        <source>Click a highlighted elemental</source>
        <translation>Klikk på en markert elementar</translation>
    </message>
    <message>
        <source>Choose it: to activate it, or as the target of an ability</source>
        <translation>Velg den: for å aktivere den, eller som mål for en evne</translation>
    </message>
    <message>
        <source>Click a button beside the question</source>
        <translation>Klikk på en knapp ved spørsmålet</translation>
    </message>
    <message>
        <source>Guild or number for an activation, Cancel, End play or End activation</source>
        <translation>Laug eller tall for en aktivering, Avbryt, Avslutt utspillet eller Avslutt aktiveringen</translation>
    </message>
    <message>
        <source>Click Check &amp; Draw</source>
        <translation>Klikk på Sjekke og trekke</translation>
    </message>
    <message>
        <source>Score the locations you control and draw up to 7</source>
        <translation>Få poeng for stedene du kontrollerer, og trekk opp til 7 kort</translation>
    </message>
    <message>
        <source>Double-click a card</source>
        <translation>Dobbeltklikk på et kort</translation>
    </message>
    <message>
        <source>Its one obvious move: a hand card that fits only one location is played there, a highlighted elemental is chosen, your draw pile is Check &amp; Draw</source>
        <translation>Kortets ene opplagte trekk: et kort på hånden som bare passer ett sted, spilles ut der, en markert elementar velges, trekkbunken din gjør Sjekke og trekke</translation>
    </message>
    <message>
        <source>Hover a card or a guild</source>
        <translation>Hold musepekeren over et kort eller et laug</translation>
    </message>
    <message>
        <source>Its name, ability and damage in a tooltip</source>
        <translation>Navn, evne og skade i et verktøytips</translation>
    </message>
    <message>
        <source>Draft: click a summoner or drag it to your guilds</source>
        <translation>Valg av laug: klikk på et påkallerkort eller dra det til laugene dine</translation>
    </message>
    <message>
        <source>Pick that guild</source>
        <translation>Velg det lauget</translation>
    </message>
    <message>
        <source>Draft: 1–9, 0</source>
        <translation>Valg av laug: 1–9, 0</translation>
    </message>
    <message>
        <source>Pick the guild with that number</source>
        <translation>Velg lauget med det nummeret</translation>
    </message>
    <message>
        <source>← / →</source>
        <translation>← / →</translation>
    </message>
    <message>
        <source>Move the focus through your hand, or through the highlighted elementals</source>
        <translation>Flytt fokus gjennom hånden, eller gjennom de markerte elementarene</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Mellomrom</translation>
    </message>
    <message>
        <source>Select the focused hand card, or choose the focused elemental</source>
        <translation>Merk kortet som har fokus, eller velg elementaren som har fokus</translation>
    </message>
    <message>
        <source>1–5</source>
        <translation>1–5</translation>
    </message>
    <message>
        <source>Play the selection (or the focused card) at that location, or answer a location question</source>
        <translation>Spill ut det som er merket (eller kortet som har fokus) ved det stedet, eller svar på et spørsmål om sted</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Activate with the selected (or focused) card</source>
        <translation>Aktiver med det merkede kortet (eller kortet som har fokus)</translation>
    </message>
    <message>
        <source>G / N</source>
        <translation>G / N</translation>
    </message>
    <message>
        <source>Activate by guild / by number</source>
        <translation>Aktiver etter laug / etter tall</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Check &amp; Draw</source>
        <translation>Sjekke og trekke</translation>
    </message>
    <message>
        <source>Enter or E</source>
        <translation>Enter eller E</translation>
    </message>
    <message>
        <source>End play or End activation (without an End button, Enter chooses the focused elemental)</source>
        <translation>Avslutt utspillet eller Avslutt aktiveringen (uten Avslutt-knapp velger Enter elementaren som har fokus)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the selection and cancel a discard whose mode is open</source>
        <translation>Fjern valget og avbryt et kast der laug eller tall ikke er valgt ennå</translation>
    </message>
</context>
<context>
    <name>RiftforceOptions</name>
    <message>
        <source>Guild draft (as in the box)</source>
        <translation>Velge laug på omgang (som i originalspillet)</translation>
    </message>
    <message>
        <source>Free choice of four guilds</source>
        <translation>Fritt valg av fire laug</translation>
    </message>
    <message>
        <source>Guilds:</source>
        <translation>Laug:</translation>
    </message>
</context>
<context>
    <name>RiftforcePlurals</name>
    <message numerus="yes">
        <source>%n of 3 activated. Click another highlighted elemental, or click “End activation” (Enter).</source>
        <translation>
            <numerusform>%n av 3 aktivert. Klikk på en annen markert elementar, eller på «Avslutt aktiveringen» (Enter).</numerusform>
            <numerusform>%n av 3 aktivert. Klikk på en annen markert elementar, eller på «Avslutt aktiveringen» (Enter).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {card} takes %n damage ({total} in total).</source>
        <translation>
            <numerusform>{card} til {name} får %n skade ({total} totalt).</numerusform>
            <numerusform>{card} til {name} får %n skade ({total} totalt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {card} heals %n damage.</source>
        <translation>
            <numerusform>{card} til {name} blir kvitt %n skade.</numerusform>
            <numerusform>{card} til {name} blir kvitt %n skade.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} gains %n Riftforce {why} (now {total}).</source>
        <translation>
            <numerusform>{name} får %n Riftforce {why} (nå {total}).</numerusform>
            <numerusform>{name} får %n Riftforce {why} (nå {total}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n Riftforce!</source>
        <translation>
            <numerusform>{name} vinner med %n Riftforce!</numerusform>
            <numerusform>{name} vinner med %n Riftforce!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw with %n Riftforce each.</source>
        <translation>
            <numerusform>Uavgjort med %n Riftforce hver.</numerusform>
            <numerusform>Uavgjort med %n Riftforce hver.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n Riftforce</source>
        <translation>
            <numerusform>{name}: %n Riftforce</numerusform>
            <numerusform>{name}: %n Riftforce</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guild(s)</source>
        <translation>
            <numerusform>%n laug</numerusform>
            <numerusform>%n laug</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} checks and draws: controls location(s) {locations}.</source>
        <translation>
            <numerusform>Sjekke og trekke: {name} kontrollerer sted {locations}.</numerusform>
            <numerusform>Sjekke og trekke: {name} kontrollerer stedene {locations}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not allowed with %n cards in hand: you need fewer than 7.</source>
        <translation>
            <numerusform>Ikke lov med %n kort på hånden: du må ha færre enn 7.</numerusform>
            <numerusform>Ikke lov med %n kort på hånden: du må ha færre enn 7.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: {}</source>
        <translation>Regler: {}</translation>
    </message>
    <message>
        <source>The rules text for this game is missing.</source>
        <translation>Regelteksten for dette spillet mangler.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Only computers play this game: there is nothing of yours to take back.</source>
        <extracomment>a practice game: unlimited undo (back to any earlier decision), no statistics the refused Undo has offered to turn this game into practice (once per game: a person who declined it is not asked again; saved with the game)</extracomment>
        <translation>Bare datamaskiner spiller dette spillet: det er ingenting av ditt å ta tilbake.</translation>
    </message>
    <message>
        <source>The game is over: its moves stay as they were played.</source>
        <translation>Spillet er over: trekkene blir stående slik de ble spilt.</translation>
    </message>
    <message>
        <source>Nothing can be taken back while the screen is passed to {name}.</source>
        <translation>Ingenting kan tas tilbake mens skjermen gis videre til {name}.</translation>
    </message>
    <message>
        <source>Only the person whose turn it is can take a move back.</source>
        <translation>Bare den som har turen, kan ta tilbake et trekk.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back yet.</source>
        <translation>Du har ikke noe trekk å ta tilbake ennå.</translation>
    </message>
    <message>
        <source>{name} has moved since: a move can only be taken back before anyone else moves.</source>
        <translation>{name} har gjort et trekk siden: et trekk kan bare tas tilbake før noen andre har gjort et trekk.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn now: your move cannot be taken back.</source>
        <translation>Nå er det {name} sin tur: trekket ditt kan ikke tas tilbake.</translation>
    </message>
    <message>
        <source>Your last move drew, rolled or revealed something, or ended your turn: it cannot be taken back (practice games can).</source>
        <translation>I det siste trekket ditt trakk du kort, slo terning eller snudde noe, eller så avsluttet det turen din: det kan ikke tas tilbake (i et øvingsspill går det).</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The settings file cannot be used. It was kept as “{file}”, and Tabletop starts with its default settings.

{reason}</source>
        <extracomment>what ``engine.saves.save`` names its temporary file before renaming it over the target the largest settings file opened at all (a real one holds a few kB) an organisation nobody uses: a ``QSettings`` for it shows where INI files go, and reads nothing (``QSettings`` reads its files in the constructor, so the app&apos;s own must not be opened before they are checked) where ``settings()`` keeps this run&apos;s settings while the real file is unusable and could not be moved aside (``guard_settings_file``) the reason&apos;s template (context &quot;engine&quot;) and parameters: ``text`` words it again in the UI language, which is only known once the settings have been read</extracomment>
        <translation>Innstillingsfilen kan ikke brukes. Den ble tatt vare på som «{file}», og Tabletop starter med standardinnstillingene.

{reason}</translation>
    </message>
    <message>
        <source>The settings file cannot be used, and it could not be moved aside ({error}); Tabletop starts with its default settings and does not save them this time.

{reason}</source>
        <translation>Innstillingsfilen kan ikke brukes, og den kunne ikke flyttes unna ({error}); Tabletop starter med standardinnstillingene og lagrer dem ikke denne gangen.

{reason}</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Another copy of Tabletop is using the statistics file; this game is counted when it is free.</source>
        <extracomment>sessions already counted (finished or abandoned): undone into and finished again, still once sessions already in the match tally counts not yet written: made while another copy of Tabletop held the statistics&apos; lock, written with the next count, end panel or Statistics dialog of this run why the data folder cannot be written (then nothing is counted), or None the animation speed&apos;s key (``window_state.SPEEDS``): a replay plays at it the results panel on the finished table (None before the table has settled) games won since these seats sat down to this game (&quot;Play again&quot; keeps counting) the glows on the winners&apos; plates (``_flourish``), until the game goes on or is replaced the statistics as this window last counted them, kept while the file cannot be written (an unusable file that could not be moved aside): this run still adds up said once per run: the message about a file that could not even be moved aside the message about an unusable statistics file (while it is shown) said once until the lock is free again: another copy holds the statistics file</extracomment>
        <translation>En annen kopi av Tabletop bruker statistikkfilen; dette spillet telles når den er ledig.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {error}</source>
        <translation>Statistikken kunne ikke lagres: {error}</translation>
    </message>
    <message>
        <source>The statistics file cannot be used. It was kept as “{file}” in Tabletop&apos;s folder, and the statistics start afresh.

{reason}</source>
        <translation>Statistikkfilen kan ikke brukes. Den er tatt vare på som «{file}» i mappen til Tabletop, og statistikken begynner på nytt.

{reason}</translation>
    </message>
    <message>
        <source>The statistics file cannot be used, and it could not be moved aside ({error}); new results are not saved until it is moved or repaired.

{reason}</source>
        <translation>Statistikkfilen kan ikke brukes, og den kunne ikke flyttes unna ({error}); nye resultater lagres ikke før den er flyttet eller reparert.

{reason}</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistikk</translation>
    </message>
    <message>
        <source>Show folder</source>
        <translation>Vis mappen</translation>
    </message>
    <message>
        <source>A practice game: not counted in the statistics.</source>
        <translation>Et øvingsspill: telles ikke med i statistikken.</translation>
    </message>
    <message>
        <source>A guided game: not counted in the statistics.</source>
        <translation>Et guidet parti: telles ikke med i statistikken.</translation>
    </message>
    <message>
        <source>Score: the cards won.</source>
        <translation>Resultat: antall vunne kort.</translation>
    </message>
    <message>
        <source>Score: the prize cards taken.</source>
        <translation>Resultat: antall premiekort tatt.</translation>
    </message>
    <message>
        <source>Score: the trophies taken.</source>
        <translation>Resultat: antall troféer tatt.</translation>
    </message>
    <message>
        <source>Score: the points scored.</source>
        <translation>Resultat: antall poeng.</translation>
    </message>
    <message>
        <source>Score: the cards won in duels.</source>
        <translation>Resultat: antall kort vunnet i dueller.</translation>
    </message>
    <message>
        <source>The file is not valid JSON (line {line}).</source>
        <extracomment>results kept per row for the chart fingerprints of counted games kept (a game counted once even if finished again) a statistics file is small (a few kB); anything much larger is not ours the largest count (won, lost, streak…) a file may hold: far beyond any real player, small enough for every number the dialog shows (a count of 2**70 broke its locale formatting) the largest score of one game, either sign (real games score below 100) rows per game and games per file (a row per level or hot-seat name) computer levels from weak to strong (after ``normal_level``: old aliases never reach it)</extracomment>
        <translation>Filen er ikke gyldig JSON (linje {line}).</translation>
    </message>
    <message>
        <source>The file is not a Tabletop statistics file.</source>
        <translation>Filen er ikke en statistikkfil fra Tabletop.</translation>
    </message>
    <message>
        <source>The file was written by a newer version of Tabletop (statistics version {version}; this version reads up to {supported}).</source>
        <translation>Filen ble skrevet av en nyere versjon av Tabletop (statistikkversjon {version}; denne versjonen leser opptil {supported}).</translation>
    </message>
    <message>
        <source>The file is damaged (at “{where}”).</source>
        <translation>Filen er skadet (ved «{where}»).</translation>
    </message>
    <message>
        <source>The file is too large to be statistics.</source>
        <translation>Filen er for stor til å være en statistikkfil.</translation>
    </message>
    <message>
        <source>The file cannot be read: {error}</source>
        <translation>Filen kan ikke leses: {error}</translation>
    </message>
    <message>
        <source>It is not an ordinary file (it may be a folder, a device or a pipe).</source>
        <translation>Den er ikke en vanlig fil (det kan være en mappe, en enhet eller en pipe).</translation>
    </message>
    <message>
        <source>The file contains an impossible number.</source>
        <translation>Filen inneholder et umulig tall.</translation>
    </message>
    <message>
        <source>{game} ({variant})</source>
        <extracomment>the person asked for hints in this game (the statistics line says how many such) games won in a row, up to the latest finished games with a score (the average&apos;s divisor) the last ``RECENT`` outcomes, oldest first finished games in which the person asked for hints (&quot;with hints&quot; in the line) one row as a file holds it: missing keys are zero (older files), unknown ones ignored the statistics&apos; words for each problem of the guarded reader (``engine.jsonfile``) where an unusable file was moved (None when it could not be moved: ``move_error``) why writing the changed book failed (``statistics_lock.update``; the old file is then intact)</extracomment>
        <translation>{game} ({variant})</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Datamaskin: {level}</translation>
    </message>
    <message>
        <source>Hot-seat: {name}</source>
        <translation>På omgang: {name}</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>{game} vs {opponent}: {won} won, {lost} lost, {drawn} drawn, streak {streak}</source>
        <translation>{game} mot {opponent}: {won} vunnet, {lost} tapt, {drawn} uavgjort, seiersrekke {streak}</translation>
    </message>
    <message>
        <source>{game} vs {opponent}: {won} won, {lost} lost, streak {streak}</source>
        <translation>{game} mot {opponent}: {won} vunnet, {lost} tapt, seiersrekke {streak}</translation>
    </message>
    <message>
        <source>{game}, hot-seat, {opponent}: {won} won, {lost} lost, {drawn} drawn, streak {streak}</source>
        <translation>{game}, på omgang, {opponent}: {won} vunnet, {lost} tapt, {drawn} uavgjort, seiersrekke {streak}</translation>
    </message>
    <message>
        <source>{game}, hot-seat, {opponent}: {won} won, {lost} lost, streak {streak}</source>
        <translation>{game}, på omgang, {opponent}: {won} vunnet, {lost} tapt, seiersrekke {streak}</translation>
    </message>
    <message>
        <source>{line}; with hints: {count}</source>
        <translation>{line}; med tips: {count}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vunnet</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>tapt</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>uavgjort</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>avbrutt</translation>
    </message>
    <message>
        <source>another copy of Tabletop is using the statistics file</source>
        <extracomment>how long counting a game waits for another copy of Tabletop to finish its own count a lock older than this belongs to a copy that hangs (a count takes milliseconds; a lock of a copy that crashed is noticed at once by its process id)</extracomment>
        <translation>en annen kopi av Tabletop bruker statistikkfilen</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <extracomment>colours of the chart and its legend the role holding a row&apos;s recent outcomes (&quot;WWLDA&quot;, oldest first)</extracomment>
        <translation>Statistikk</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spill:</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Motstandere</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spilt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunnet</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Tapt</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Uavgjort</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Avbrutt</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>Seier %</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Rekke</translation>
    </message>
    <message>
        <source>Best
streak</source>
        <translation>Beste
rekke</translation>
    </message>
    <message>
        <source>Best
score</source>
        <translation>Beste
resultat</translation>
    </message>
    <message>
        <source>Average
score</source>
        <translation>Resultat
i snitt</translation>
    </message>
    <message>
        <source>Last 20</source>
        <translation>Siste 20</translation>
    </message>
    <message>
        <source>Games won in a row, up to the latest</source>
        <translation>Spill vunnet på rad, frem til det siste</translation>
    </message>
    <message>
        <source>Games left unfinished; not counted as lost</source>
        <translation>Spill som ikke ble spilt ferdig; telles ikke som tap</translation>
    </message>
    <message>
        <source>The last 20 results, the oldest on the left</source>
        <translation>De siste 20 resultatene, det eldste til venstre</translation>
    </message>
    <message>
        <source>No games counted yet. Finished games against the computer or between people appear here; practice games do not count.</source>
        <translation>Ingen spill er telt ennå. Ferdige spill mot datamaskinen eller mellom personer vises her; øvingsspill telles ikke.</translation>
    </message>
    <message>
        <source>&amp;Reset this game…</source>
        <translation>&amp;Nullstill dette spillet…</translation>
    </message>
    <message>
        <source>Last 20 games:</source>
        <translation>Siste 20 spill:</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Nullstill statistikk</translation>
    </message>
    <message>
        <source>Reset the statistics of {game}?</source>
        <translation>Nullstille statistikken for {game}?</translation>
    </message>
    <message>
        <source>Every result of this game and variant is removed, against every opponent. This cannot be undone.</source>
        <translation>Alle resultater for dette spillet og denne varianten fjernes, mot alle motstandere. Dette kan ikke angres.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {error}</source>
        <translation>Statistikken kunne ikke lagres: {error}</translation>
    </message>
</context>
<context>
    <name>StormaAccess</name>
    <message>
        <source>Ace</source>
        <translation>ess</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>knekt</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>konge</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>Your Infirmary</source>
        <translation>Din sykestue</translation>
    </message>
    <message>
        <source>{name}&apos;s Infirmary</source>
        <translation>{name}s sykestue</translation>
    </message>
    <message>
        <source>Your trophies</source>
        <translation>Dine troféer</translation>
    </message>
    <message>
        <source>{name}&apos;s trophies</source>
        <translation>{name}s troféer</translation>
    </message>
    <message>
        <source>damage on {place}</source>
        <translation>skade på {place}</translation>
    </message>
    <message>
        <source>{left} of {full} health</source>
        <translation>{left} av {full} i helse</translation>
    </message>
    <message>
        <source>{n} damage</source>
        <translation>{n} i skade</translation>
    </message>
    <message>
        <source>can retreat to the Infirmary</source>
        <translation>kan trekke seg tilbake til sykestua</translation>
    </message>
    <message>
        <source>can return as the Active card</source>
        <translation>kan komme tilbake som aktivt kort</translation>
    </message>
    <message>
        <source>can become the Active card</source>
        <translation>kan bli aktivt kort</translation>
    </message>
    <message>
        <source>can heal</source>
        <translation>kan lege</translation>
    </message>
    <message>
        <source>can attack</source>
        <translation>kan angripe</translation>
    </message>
    <message>
        <source>can be exchanged</source>
        <translation>kan byttes</translation>
    </message>
    <message>
        <source>{card} defeated</source>
        <translation>{card} beseiret</translation>
    </message>
</context>
<context>
    <name>StormaCards</name>
    <message>
        <source>A</source>
        <comment>rank: ace</comment>
        <extracomment>the colour-safe theme&apos;s four-colour deck (spades, hearts, diamonds, clubs): a black, a brick red, an indigo and a teal that stay apart (CIEDE2000 &gt;= 20) under protanopia, deuteranopia and tritanopia, each dark enough to read on the white card pip centres (fractions of the pip area) for the number cards 2-10</extracomment>
        <translation>E</translation>
    </message>
    <message>
        <source>J</source>
        <comment>rank: jack (knekt)</comment>
        <translation>Kn</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>rank: queen (dam)</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>rank: king (kung)</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spar</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjerter</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruter</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>kløver</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Kongehus</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Helt</translation>
    </message>
    <message>
        <source>JOKER</source>
        <translation>JOKER</translation>
    </message>
</context>
<context>
    <name>StormaControls</name>
    <message>
        <source>Click a house button, or 1–4</source>
        <translation>Klikk på en kongehusknapp, eller 1–4</translation>
    </message>
    <message>
        <source>Set-up: choose your royal house</source>
        <translation>Forberedelser: velg kongehuset ditt</translation>
    </message>
    <message>
        <source>Drag a face card to your Active slot</source>
        <translation>Dra et bildekort til plassen for det aktive kortet</translation>
    </message>
    <message>
        <source>Choose your Active card (at set-up, after a fall, in a retreat)</source>
        <translation>Velg det aktive kortet ditt (under forberedelsene, når det har falt, ved retrett)</translation>
    </message>
    <message>
        <source>Click a hand card</source>
        <translation>Klikk på et kort på hånden</translation>
    </message>
    <message>
        <source>Select it, or clear its selection</source>
        <translation>Merk det, eller fjern merkingen</translation>
    </message>
    <message>
        <source>Drag cards to the opponent&apos;s Active card</source>
        <translation>Dra kort til motstanderens aktive kort</translation>
    </message>
    <message>
        <source>Attack with them (the selected cards travel along)</source>
        <translation>Angrip med dem (de merkede kortene blir med)</translation>
    </message>
    <message>
        <source>Click the opponent&apos;s Active card</source>
        <translation>Klikk på motstanderens aktive kort</translation>
    </message>
    <message>
        <source>Attack with the selected cards</source>
        <translation>Angrip med de merkede kortene</translation>
    </message>
    <message>
        <source>Drag cards to the discard pile, or click the pile</source>
        <translation>Dra kort til kastebunken, eller klikk på bunken</translation>
    </message>
    <message>
        <source>Exchange them: discard them, then draw as many</source>
        <translation>Bytt dem: kast dem, og trekk like mange</translation>
    </message>
    <message>
        <source>Drag a card to your Active or Infirmary card</source>
        <translation>Dra et kort til det aktive kortet ditt eller kortet i sykestuen</translation>
    </message>
    <message>
        <source>Heal that card with it (one card at a time)</source>
        <translation>Helbred det kortet med det (ett kort om gangen)</translation>
    </message>
    <message>
        <source>Click your Active or Infirmary card</source>
        <translation>Klikk på det aktive kortet ditt eller kortet i sykestuen</translation>
    </message>
    <message>
        <source>Heal it with the selected card</source>
        <translation>Helbred det med det merkede kortet</translation>
    </message>
    <message>
        <source>Drag your Active card to the empty Infirmary</source>
        <translation>Dra det aktive kortet ditt til den tomme sykestuen</translation>
    </message>
    <message>
        <source>Retreat, then choose the new Active card</source>
        <translation>Gjør retrett, og velg så det nye aktive kortet</translation>
    </message>
    <message>
        <source>Double-click a card</source>
        <translation>Dobbeltklikk på et kort</translation>
    </message>
    <message>
        <source>Make its move when it has only one (e.g. the Active card at set-up, a lone Joker&apos;s attack)</source>
        <translation>Gjør kortets trekk når det bare har ett (f.eks. aktivt kort under forberedelsene, angrepet til en enslig joker)</translation>
    </message>
    <message>
        <source>Click a damage entry in the heal picker, or 1–9</source>
        <translation>Klikk på en skadepost i helbredelsesvelgeren, eller 1–9</translation>
    </message>
    <message>
        <source>Keep or remove that damage</source>
        <translation>Behold eller fjern den skaden</translation>
    </message>
    <message>
        <source>Click an action button</source>
        <translation>Klikk på en handlingsknapp</translation>
    </message>
    <message>
        <source>Do what it says (its key is shown on it)</source>
        <translation>Gjør det som står på den (tasten vises på knappen)</translation>
    </message>
    <message>
        <source>← / →</source>
        <translation>← / →</translation>
    </message>
    <message>
        <source>Move the keyboard focus along your hand</source>
        <translation>Flytt tastaturfokuset langs hånden</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Mellomrom</translation>
    </message>
    <message>
        <source>Select the focused card, or clear its selection</source>
        <translation>Merk kortet som har fokus, eller fjern merkingen</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Confirm: the new Active card, the heal picker, or attack with the selection</source>
        <translation>Bekreft: det nye aktive kortet, helbredelsesvelgeren, eller angrip med det som er merket</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>Exchange the selected cards</source>
        <translation>Bytt de merkede kortene</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Heal your Active card with the selected card</source>
        <translation>Helbred det aktive kortet ditt med det merkede kortet</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Heal your Infirmary card with the selected card, or bring it back when your Active card has fallen</source>
        <translation>Helbred kortet i sykestuen med det merkede kortet, eller hent det tilbake når det aktive kortet ditt har falt</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Retreat to the Infirmary</source>
        <translation>Gjør retrett til sykestuen</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>End the heal</source>
        <translation>Avslutt helbredelsen</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Pass (only when you have no move)</source>
        <translation>Pass (bare når du ikke har noe mulig trekk)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the selection; cancel a retreat</source>
        <translation>Fjern valget; avbryt en retrett</translation>
    </message>
</context>
<context>
    <name>StormaPlurals</name>
    <message numerus="yes">
        <source>{name} is dealt %n card(s).</source>
        <translation>
            <numerusform>{name} får %n kort.</numerusform>
            <numerusform>{name} får %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws %n card(s) for new trophies.</source>
        <translation>
            <numerusform>{name} trekker %n kort for nye troféer.</numerusform>
            <numerusform>{name} trekker %n kort for nye troféer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws %n card(s).</source>
        <translation>
            <numerusform>{name} trekker %n kort.</numerusform>
            <numerusform>{name} trekker %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} exchanges %n card(s): {cards}.</source>
        <translation>
            <numerusform>{name} bytter %n kort: {cards}.</numerusform>
            <numerusform>{name} bytter %n kort: {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile (%n card(s)).</source>
        <translation>
            <numerusform>Kastebunken stokkes til en ny trekkbunke (%n kort).</numerusform>
            <numerusform>Kastebunken stokkes til en ny trekkbunke (%n kort).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StormaTable</name>
    <message>
        <source>All cards must share one suit.</source>
        <translation>Alle kortene må ha samme farge.</translation>
    </message>
    <message>
        <source>Only a face card (J, Q, K) can be the Active card.</source>
        <translation>Bare et bildekort (Kn, D, K) kan være aktivt kort.</translation>
    </message>
    <message>
        <source>Nothing to heal.</source>
        <translation>Ingenting å helbrede.</translation>
    </message>
    <message>
        <source>A card of the target&apos;s suit cannot attack it; it can still heal or be exchanged.</source>
        <translation>Et kort i målets farge kan ikke angripe det; det kan fortsatt helbrede eller byttes.</translation>
    </message>
    <message>
        <source>Keys: ←/→ choose a card, Space selects it, A attacks, E exchanges, H heals the Active card, S heals the Infirmary card (or brings it back when your Active card has fallen), R retreats, X ends a heal, P passes, Enter confirms, Esc clears; 1–4 choose a house, 1–9 toggle damage in the heal picker.</source>
        <translation>Taster: ←/→ velger et kort, mellomrom merker det, A angriper, E bytter, H helbreder det aktive kortet, S helbreder kortet i sykestuen (eller henter det tilbake når det aktive kortet ditt har falt), R gjør retrett, X avslutter helbredelsen, P passer, Enter bekrefter, Esc fjerner valget; 1–4 velger kongehus, 1–9 slår skade av og på i helbredelsesvelgeren.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <extracomment>the keyboard focus: an index into the hand (``own_hand_items``) what gestures and keys mean, and what they remember between gestures</extracomment>
        <translation>Spillet er over.</translation>
    </message>
    <message>
        <source>{name}: choose your royal house (click a suit or press 1–4).</source>
        <translation>{name}: velg kongehuset ditt (klikk på en farge eller trykk 1–4).</translation>
    </message>
    <message>
        <source>{name}: choose your Active card face down — drag a face card (J, Q, K) to your Active slot, or select it and press Enter.</source>
        <translation>{name}: velg det aktive kortet ditt med baksiden opp – dra et bildekort (Kn, D, K) til plassen for det aktive kortet, eller merk det og trykk Enter.</translation>
    </message>
    <message>
        <source>{name}: your Active card has fallen — choose a new one from your hand or the Infirmary (drag it to the Active slot).</source>
        <translation>{name}: det aktive kortet ditt har falt – velg et nytt fra hånden eller sykestuen (dra det til plassen for det aktive kortet).</translation>
    </message>
    <message>
        <source>{name}: choose the damage to remove (heal value {value}), then confirm.</source>
        <translation>{name}: velg skaden som skal fjernes (helbredelsesverdi {value}), og bekreft.</translation>
    </message>
    <message>
        <source>{name}: drop another healing card on the healed card, or press End heal.</source>
        <translation>{name}: slipp enda et helbredende kort på kortet som helbredes, eller trykk Avslutt helbredelse.</translation>
    </message>
    <message>
        <source>{name}: choose the face card from your hand that becomes the new Active card (drag it to the Active slot).</source>
        <translation>{name}: velg bildekortet fra hånden som blir nytt aktivt kort (dra det til plassen for det aktive kortet).</translation>
    </message>
    <message>
        <source>{name}: your move — attack {target} (drop cards on it), heal, retreat, or exchange (drop cards on the discard pile).</source>
        <translation>{name}: ditt trekk – angrip {target} (slipp kort på det), helbred, gjør retrett eller bytt kort (slipp kort på kastebunken).</translation>
    </message>
    <message>
        <source>{name} storms the castle and wins!</source>
        <translation>{name} stormer slottet og vinner!</translation>
    </message>
    <message>
        <source>A draw: nobody takes the castle.</source>
        <translation>Uavgjort: ingen inntar slottet.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n trophy(ies), {standing} of 3 house cards standing</source>
        <translation>
            <numerusform>{name}: %n trofé, {standing} av 3 kort i kongehuset står igjen</numerusform>
            <numerusform>{name}: %n troféer, {standing} av 3 kort i kongehuset står igjen</numerusform>
        </translation>
    </message>
    <message>
        <source>Start roll: the higher D10 begins</source>
        <translation>Startslag: høyeste T10 begynner</translation>
    </message>
    <message>
        <source>Dice rolled by {name}</source>
        <translation>Terningkast av {name}</translation>
    </message>
    <message>
        <source>wound</source>
        <translation>sår</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n kort på hånden</numerusform>
            <numerusform>%n kort på hånden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trophy(ies)</source>
        <translation>
            <numerusform>%n trofé</numerusform>
            <numerusform>%n troféer</numerusform>
        </translation>
    </message>
    <message>
        <source>House: not chosen yet</source>
        <translation>Kongehus: ikke valgt ennå</translation>
    </message>
    <message>
        <source>House of {suit}</source>
        <translation>Kongehus: {suit}</translation>
    </message>
    <message>
        <source>Your Active card</source>
        <translation>Ditt aktive kort</translation>
    </message>
    <message>
        <source>{name}&apos;s Active card</source>
        <translation>{name}: aktivt kort</translation>
    </message>
    <message>
        <source>Infirmary</source>
        <translation>Sykestue</translation>
    </message>
    <message>
        <source>Trophies</source>
        <translation>Troféer</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Trekkbunke</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Kastebunke</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spillet er over</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Forberedelser</translation>
    </message>
    <message>
        <source>{name} chooses a royal house</source>
        <translation>{name} velger kongehus</translation>
    </message>
    <message>
        <source>{name} chooses an Active card, face down</source>
        <translation>{name} velger et aktivt kort med baksiden opp</translation>
    </message>
    <message>
        <source>Wound</source>
        <translation>Sår</translation>
    </message>
    <message>
        <source>Heal value {value}: choose the damage to remove from {card}</source>
        <translation>Helbredelsesverdi {value}: velg skaden som skal fjernes fra {card}</translation>
    </message>
    <message>
        <source>These cards cannot attack together</source>
        <translation>Disse kortene kan ikke angripe sammen</translation>
    </message>
    <message>
        <source>Attack {card}: {points} points left</source>
        <translation>Angrip {card}: {points} poeng igjen</translation>
    </message>
    <message>
        <source>{damage} damage: a sure kill</source>
        <translation>{damage} skade: sikkert beseiret</translation>
    </message>
    <message>
        <source>{damage} damage: may defeat it</source>
        <translation>{damage} skade: kan beseire det</translation>
    </message>
    <message>
        <source>{damage} damage</source>
        <translation>{damage} skade</translation>
    </message>
    <message>
        <source>Your royal house: its J, Q and K join your hand</source>
        <translation>Kongehuset ditt: Kn, D og K tas på hånden</translation>
    </message>
    <message>
        <source>If all three are defeated, you lose</source>
        <translation>Blir alle tre beseiret, taper du</translation>
    </message>
    <message>
        <source>Attack: {damage} damage</source>
        <translation>Angrep: {damage} skade</translation>
    </message>
    <message>
        <source>Remove {total} damage</source>
        <translation>Fjern {total} skade</translation>
    </message>
    <message>
        <source>Remove nothing</source>
        <translation>Ikke fjern noe</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angrip</translation>
    </message>
    <message numerus="yes">
        <source>Exchange %n card(s)</source>
        <translation>
            <numerusform>Bytt %n kort</numerusform>
            <numerusform>Bytt %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Bytt</translation>
    </message>
    <message>
        <source>Heal Active card</source>
        <translation>Helbred aktivt kort</translation>
    </message>
    <message>
        <source>Heal Infirmary card</source>
        <translation>Helbred kortet i sykestuen</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Retrett</translation>
    </message>
    <message>
        <source>Pass (no move)</source>
        <translation>Pass (ingen mulige trekk)</translation>
    </message>
    <message>
        <source>End heal</source>
        <translation>Avslutt helbredelse</translation>
    </message>
    <message>
        <source>Your Active card has fallen</source>
        <translation>Det aktive kortet ditt har falt</translation>
    </message>
    <message>
        <source>Choose a new Active card</source>
        <translation>Velg et nytt aktivt kort</translation>
    </message>
    <message>
        <source>Choose the new Active card</source>
        <translation>Velg det nye aktive kortet</translation>
    </message>
    <message>
        <source>Place face down</source>
        <translation>Legg med baksiden opp</translation>
    </message>
    <message>
        <source>Make it the Active card</source>
        <translation>Gjør til aktivt kort</translation>
    </message>
    <message>
        <source>New Active card</source>
        <translation>Nytt aktivt kort</translation>
    </message>
    <message>
        <source>Cancel retreat</source>
        <translation>Avbryt retretten</translation>
    </message>
    <message>
        <source>Select the cards to attack with first.</source>
        <extracomment>the attack estimate of the cards being dragged (&quot;&quot; = the drag is no attack) and whether it shows whatever the pointer is over (the cards can only attack)</extracomment>
        <translation>Merk først kortene du vil angripe med.</translation>
    </message>
    <message>
        <source>Select the cards to exchange first.</source>
        <translation>Merk først kortene du vil bytte.</translation>
    </message>
    <message>
        <source>The Infirmary is occupied; retreat needs it empty.</source>
        <translation>Sykestuen er opptatt; retrett krever at den er tom.</translation>
    </message>
    <message>
        <source>Choose your royal house first.</source>
        <translation>Velg kongehuset ditt først.</translation>
    </message>
    <message>
        <source>Choose the damage to remove first, then confirm.</source>
        <translation>Velg først skaden som skal fjernes, og bekreft deretter.</translation>
    </message>
    <message>
        <source>Heal with one card at a time.</source>
        <translation>Helbred med ett kort om gangen.</translation>
    </message>
    <message>
        <source>Drop the new Active card on your Active slot.</source>
        <translation>Slipp det nye aktive kortet på plassen for det aktive kortet ditt.</translation>
    </message>
    <message>
        <source>Your Active card can only retreat to the Infirmary.</source>
        <translation>Det aktive kortet ditt kan bare trekke seg tilbake til sykestuen.</translation>
    </message>
    <message>
        <source>Cards cannot go there now.</source>
        <translation>Kort kan ikke legges der nå.</translation>
    </message>
    <message>
        <source>Select one healing card first.</source>
        <translation>Merk først ett helbredende kort.</translation>
    </message>
    <message>
        <source>Joker: 2D10 → 0 0 fumble!</source>
        <translation>Joker: 2T10 → 0 0 – jokeren mislykkes!</translation>
    </message>
    <message>
        <source>No damage; {name} takes the Joker into hand.</source>
        <translation>Ingen skade; {name} tar jokeren på hånden.</translation>
    </message>
    <message>
        <source>Joker: {a} + {b} = {total}</source>
        <translation>Joker: {a} + {b} = {total}</translation>
    </message>
    <message>
        <source>Assassin {card}: D10 → 0 fumble!</source>
        <translation>Snikmorder {card}: T10 → 0 – snikmorderen mislykkes!</translation>
    </message>
    <message>
        <source>No damage; the assassin dies and becomes {name}&apos;s trophy.</source>
        <translation>Ingen skade; snikmorderen dør og blir trofé for {name}.</translation>
    </message>
    <message>
        <source>Assassin {card}: 5 + {a} = {total}</source>
        <translation>Snikmorder {card}: 5 + {a} = {total}</translation>
    </message>
    <message>
        <source>A wound of {total}.</source>
        <translation>Et sår på {total}.</translation>
    </message>
    <message>
        <source>Joker heal: 2D10 → 0 0 fumble!</source>
        <translation>Jokerhelbredelse: 2T10 → 0 0 – jokeren mislykkes!</translation>
    </message>
    <message>
        <source>The healed card dies and becomes a trophy.</source>
        <translation>Det helbredede kortet dør og blir trofé.</translation>
    </message>
    <message>
        <source>Joker heal: higher of {a} and {b} = {total}</source>
        <translation>Jokerhelbredelse: høyeste av {a} og {b} = {total}</translation>
    </message>
    <message>
        <source>The card had only 1 point left: nothing happens, the healer is discarded.</source>
        <translation>Kortet hadde bare 1 poeng igjen: ingenting skjer, legen går til kastebunken.</translation>
    </message>
    <message>
        <source>The card is left with 1 point; the healer stays on it as damage.</source>
        <translation>Kortet har 1 poeng igjen; legen blir liggende på det som skadekort.</translation>
    </message>
    <message>
        <source>Healer {card}: 2D10 → 0 0 fumble!</source>
        <translation>Lege {card}: 2T10 → 0 0 – legen mislykkes!</translation>
    </message>
    <message>
        <source>Healer {card}: 7 + {a} + {b} = {total}</source>
        <translation>Lege {card}: 7 + {a} + {b} = {total}</translation>
    </message>
    <message>
        <source>{name} starts.</source>
        <translation>{name} begynner.</translation>
    </message>
    <message>
        <source>A tie: roll again.</source>
        <translation>Likt: slå om.</translation>
    </message>
    <message>
        <source>{name} rolls {a}</source>
        <translation>{name} slår {a}</translation>
    </message>
    <message>
        <source>New game of Storma slottet! {name} chooses a royal house first.</source>
        <extracomment>The log line of each kind of event, by its class (a kind without one is not logged).</extracomment>
        <translation>Nytt spill Storma slottet! {name} velger kongehus først.</translation>
    </message>
    <message>
        <source>{name} takes the house of {suit}.</source>
        <translation>{name} velger {suit} som kongehus.</translation>
    </message>
    <message>
        <source>{name} starts healing the Active card.</source>
        <translation>{name} begynner å helbrede det aktive kortet sitt.</translation>
    </message>
    <message>
        <source>{name} starts healing the Infirmary card.</source>
        <translation>{name} begynner å helbrede kortet i sykestuen.</translation>
    </message>
    <message>
        <source>{card} ({amount})</source>
        <translation>{card} ({amount})</translation>
    </message>
    <message>
        <source>a wound ({amount})</source>
        <translation>et sår ({amount})</translation>
    </message>
    <message>
        <source>{name} removes {parts} from {target}: {total} of the heal value {value} used.</source>
        <translation>{name} fjerner {parts} fra {target}: {total} av helbredelsesverdien {value} er brukt.</translation>
    </message>
    <message>
        <source>{name} places an Active card face down.</source>
        <translation>{name} legger et aktivt kort med baksiden opp.</translation>
    </message>
    <message>
        <source>The Active cards are revealed: {a} plays {x}, {b} plays {y}.</source>
        <translation>De aktive kortene snus: {a} spiller {x}, {b} spiller {y}.</translation>
    </message>
    <message>
        <source>{name} rolls {a} for the start.</source>
        <translation>{name} slår {a} om å begynne.</translation>
    </message>
    <message>
        <source>{name} rolls: {formula}</source>
        <translation>{name} slår: {formula}</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>{name} står for tur.</translation>
    </message>
    <message>
        <source>{name} attacks {target} with {cards}.</source>
        <translation>{name} angriper {target} med {cards}.</translation>
    </message>
    <message>
        <source>{card} deals {amount} damage to {target}.</source>
        <translation>{card} gir {target} {amount} skade.</translation>
    </message>
    <message>
        <source>The fumbled assassin {card} becomes {name}&apos;s trophy.</source>
        <translation>Den mislykkede snikmorderen {card} blir trofé for {name}.</translation>
    </message>
    <message>
        <source>{card} becomes {name}&apos;s trophy.</source>
        <translation>{card} blir trofé for {name}.</translation>
    </message>
    <message>
        <source>{name}&apos;s {card} is defeated.</source>
        <translation>{card} til {name} er beseiret.</translation>
    </message>
    <message>
        <source>{name} heals {target} with {card}: heal value {value}.</source>
        <translation>{name} helbreder {target} med {card}: helbredelsesverdi {value}.</translation>
    </message>
    <message>
        <source>{name} removes no damage.</source>
        <translation>{name} fjerner ingen skade.</translation>
    </message>
    <message>
        <source>{name} ends the heal.</source>
        <translation>{name} avslutter helbredelsen.</translation>
    </message>
    <message>
        <source>{name} retreats {card} to the Infirmary; {new} becomes the Active card.</source>
        <translation>{name} trekker {card} tilbake til sykestuen; {new} blir aktivt kort.</translation>
    </message>
    <message>
        <source>{name} brings {card} from the Infirmary as the new Active card.</source>
        <translation>{name} henter {card} fra sykestuen som nytt aktivt kort.</translation>
    </message>
    <message>
        <source>{name} makes {card} the new Active card.</source>
        <translation>{name} gjør {card} til nytt aktivt kort.</translation>
    </message>
    <message>
        <source>{name} has no move and passes.</source>
        <translation>{name} har ingen mulige trekk og passer.</translation>
    </message>
    <message>
        <source>{target} takes {amount} damage from {cards}.</source>
        <translation>{target} får {amount} skade av {cards}.</translation>
    </message>
    <message>
        <source>Two passes in a row: the game is a draw.</source>
        <translation>To pass på rad: spillet ender uavgjort.</translation>
    </message>
    <message>
        <source>{loser} cannot fill the Active slot: {name} wins!</source>
        <translation>{loser} kan ikke fylle plassen for det aktive kortet: {name} vinner!</translation>
    </message>
    <message>
        <source>All three cards of {loser}&apos;s house have fallen: {name} wins!</source>
        <translation>Alle tre kortene i kongehuset til {loser} har falt: {name} vinner!</translation>
    </message>
</context>
<context>
    <name>SupertrumfAccess</name>
    <message>
        <source>Your place</source>
        <translation>Din plass</translation>
    </message>
    <message>
        <source>{name}&apos;s place</source>
        <translation>{name}s plass</translation>
    </message>
    <message>
        <source>Your won cards</source>
        <translation>Dine vunne kort</translation>
    </message>
    <message>
        <source>{name}&apos;s won cards</source>
        <translation>{name}s vunne kort</translation>
    </message>
    <message>
        <source>Your prize cards</source>
        <translation>Dine premiekort</translation>
    </message>
    <message>
        <source>{name}&apos;s prize cards</source>
        <translation>{name}s premiekort</translation>
    </message>
    <message>
        <source>{property} {value} (named)</source>
        <translation>{property} {value} (valgt egenskap)</translation>
    </message>
    <message>
        <source>names a property</source>
        <translation>velger egenskap</translation>
    </message>
    <message>
        <source>can be put out</source>
        <translation>kan legges ut</translation>
    </message>
</context>
<context>
    <name>SupertrumfControls</name>
    <message>
        <source>Click a property row</source>
        <translation>Klikk på en egenskapsrad</translation>
    </message>
    <message>
        <source>Name that property (when you lead)</source>
        <translation>Velg den egenskapen (når du leder)</translation>
    </message>
    <message>
        <source>Click a card</source>
        <translation>Klikk på et kort</translation>
    </message>
    <message>
        <source>Select it or take it back; a figure and an object can be selected together</source>
        <translation>Merk det eller fjern merkingen; en figur og et objekt kan merkes sammen</translation>
    </message>
    <message>
        <source>Drag cards to your place</source>
        <translation>Dra kort til plassen din</translation>
    </message>
    <message>
        <source>Put them out face down</source>
        <translation>Legg dem ut med baksiden opp</translation>
    </message>
    <message>
        <source>Double-click a card</source>
        <translation>Dobbeltklikk på et kort</translation>
    </message>
    <message>
        <source>Put out that card alone</source>
        <translation>Legg ut bare det kortet</translation>
    </message>
    <message>
        <source>Put out button, or click your place</source>
        <translation>Legg ut-knappen, eller klikk på plassen din</translation>
    </message>
    <message>
        <source>Put out the selected cards</source>
        <translation>Legg ut de merkede kortene</translation>
    </message>
    <message>
        <source>← / →</source>
        <translation>← / →</translation>
    </message>
    <message>
        <source>Choose a card in your hand</source>
        <translation>Velg et kort på hånden</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Mellomrom</translation>
    </message>
    <message>
        <source>Select the chosen card, or take it back</source>
        <translation>Merk det valgte kortet, eller fjern merkingen</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Put out the selection (or the chosen card)</source>
        <translation>Legg ut det som er merket (eller det valgte kortet)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Fjern valget</translation>
    </message>
    <message>
        <source>1–5</source>
        <translation>1–5</translation>
    </message>
    <message>
        <source>Name a property (when you lead)</source>
        <translation>Velg en egenskap (når du leder)</translation>
    </message>
    <message>
        <source>1 / 2</source>
        <translation>1 / 2</translation>
    </message>
    <message>
        <source>At the start: keep your hand, or discard it and draw a new one</source>
        <translation>I starten: behold hånden, eller kast den og trekk en ny</translation>
    </message>
</context>
<context>
    <name>SupertrumfTable</name>
    <message>
        <source>Figure</source>
        <extracomment>accent colour per figure group (1 warriors, 2 mages, 3 elves/dwarves, 4 beasts, 5 undead, 6 flying) and for objects and super-trumps</extracomment>
        <translation>Figur</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>Play with a figure</source>
        <translation>Spilles med en figur</translation>
    </message>
    <message>
        <source>Super-trump</source>
        <translation>Supertrumf</translation>
    </message>
    <message>
        <source>Beats every play; two super-trumps tie</source>
        <translation>Slår alt; to supertrumfkort gir uavgjort</translation>
    </message>
    <message>
        <source>Keys: ←/→ choose a card, Space selects it, Enter puts out the selection, Esc clears it, 1–5 name a property; in the mulligan 1 keeps the hand and 2 draws a new one.</source>
        <extracomment>the sentences with a count, asked of ``SupertrumfTable.counted`` (see the module docstring)</extracomment>
        <translation>Taster: ←/→ velger et kort, mellomrom merker det, Enter legger ut det som er merket, Esc fjerner valget, 1–5 velger en egenskap; ved ny hånd beholder 1 hånden og 2 trekker en ny.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <extracomment>relative seat positions around the table (0 = bottom, the viewer), per number of seats the height of the top right corner the table keeps free for the ↶ button (scene units: the button at 1024 × 600, where the table fills the window&apos;s height) the pot&apos;s cards lie face up: a little bigger than a pile so the top card reads the hand&apos;s focus ring shows whenever the person is to act, keyboard on the felt or not the focused card of your hand (←/→ move it, Space selects it, Enter puts it out)</extracomment>
        <translation>Spillet er over.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: keep your hand, or discard it and draw %n card(s)?</source>
        <translation>
            <numerusform>{name}: vil du beholde hånden, eller kaste den og trekke %n kort?</numerusform>
            <numerusform>{name}: vil du beholde hånden, eller kaste den og trekke %n kort?</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: name a property (click a value on one of your cards, a button below, or press 1–5).</source>
        <translation>{name}: velg en egenskap (klikk på en verdi på et av kortene dine eller på en knapp nedenfor, eller trykk 1–5).</translation>
    </message>
    <message>
        <source>{name}: put out one card, or a figure and an object, face down (drag them to your place, or select them and press Enter).</source>
        <translation>{name}: legg ut ett kort, eller en figur og et objekt, med baksiden opp (dra dem til plassen din, eller merk dem og trykk Enter).</translation>
    </message>
    <message>
        <source>New game of Supertrumf Fantasy, Blixtduell: 4 cards and 4 prize cards each.</source>
        <translation>Nytt spill Supertrumf Fantasy, Blixtduell: 4 kort og 4 premiekort hver.</translation>
    </message>
    <message>
        <source>New game of Supertrumf Fantasy, Klassisk: 4 cards each; {name} leads.</source>
        <translation>Nytt spill Supertrumf Fantasy, Klassisk: 4 kort hver; {name} leder.</translation>
    </message>
    <message>
        <source>{name} names {prop}.</source>
        <translation>{name} velger {prop}.</translation>
    </message>
    <message>
        <source>{name} has no card to put out.</source>
        <translation>{name} har ingen kort å legge ut.</translation>
    </message>
    <message numerus="yes">
        <source>{name} puts out %n card(s) face down.</source>
        <translation>
            <numerusform>{name} legger ut %n kort med baksiden opp.</numerusform>
            <numerusform>{name} legger ut %n kort med baksiden opp.</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ingenting</translation>
    </message>
    <message>
        <source>{name}: {cards} ({value})</source>
        <translation>{name}: {cards} ({value})</translation>
    </message>
    <message>
        <source>Reveal for {prop}: {plays}.</source>
        <translation>Kortene snus for {prop}: {plays}.</translation>
    </message>
    <message>
        <source>{name} wins the round.</source>
        <translation>{name} vinner runden.</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins the round and takes %n card(s).</source>
        <translation>
            <numerusform>{name} vinner runden og tar %n kort.</numerusform>
            <numerusform>{name} vinner runden og tar %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie! Nobody takes a prize card.</source>
        <translation>Uavgjort! Ingen tar premiekort.</translation>
    </message>
    <message numerus="yes">
        <source>Tie! The cards go to the pot (%n card(s) in it).</source>
        <translation>
            <numerusform>Uavgjort! Kortene går i potten (%n kort i den).</numerusform>
            <numerusform>Uavgjort! Kortene går i potten (%n kort i den).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws %n card(s).</source>
        <translation>
            <numerusform>{name} trekker %n kort.</numerusform>
            <numerusform>{name} trekker %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} adds the last %n card(s) of the hand to the won cards.</source>
        <translation>
            <numerusform>{name} legger det siste kortet på hånden i vinnerbunken.</numerusform>
            <numerusform>{name} legger de siste %n kortene på hånden i vinnerbunken.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} has no cards left; {other} leads.</source>
        <translation>{name} har ingen kort igjen; {other} leder.</translation>
    </message>
    <message numerus="yes">
        <source>{name} discards the hand and draws %n card(s).</source>
        <translation>
            <numerusform>{name} kaster hånden og trekker %n kort.</numerusform>
            <numerusform>{name} kaster hånden og trekker %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} keeps the hand.</source>
        <translation>{name} beholder hånden.</translation>
    </message>
    <message>
        <source>Dice for the lead: {a} rolls {x}, {b} rolls {y}.</source>
        <translation>Terningkast om å lede: {a} slår {x}, {b} slår {y}.</translation>
    </message>
    <message>
        <source>Equal: roll again.</source>
        <translation>Likt: slå om.</translation>
    </message>
    <message>
        <source>{name} leads.</source>
        <translation>{name} leder.</translation>
    </message>
    <message>
        <source>{name} takes a prize card ({taken} of 4).</source>
        <translation>{name} tar et premiekort ({taken} av 4).</translation>
    </message>
    <message>
        <source>The discard pile is shuffled into a new draw pile.</source>
        <translation>Kastebunken stokkes til en ny trekkbunke.</translation>
    </message>
    <message>
        <source>{name} wins: all 4 prize cards taken!</source>
        <translation>{name} vinner: alle 4 premiekortene er tatt!</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n card(s)!</source>
        <translation>
            <numerusform>{name} vinner med %n kort!</numerusform>
            <numerusform>{name} vinner med %n kort!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} share the win with %n card(s) each.</source>
        <translation>
            <numerusform>{names} deler seieren med %n kort hver.</numerusform>
            <numerusform>{names} deler seieren med %n kort hver.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n prize card(s) taken</source>
        <translation>
            <numerusform>{name}: %n premiekort tatt</numerusform>
            <numerusform>{name}: %n premiekort tatt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s) won</source>
        <translation>
            <numerusform>{name}: %n kort vunnet</numerusform>
            <numerusform>{name}: %n kort vunnet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prize card(s) won</source>
        <translation>
            <numerusform>%n premiekort vunnet</numerusform>
            <numerusform>%n premiekort vunnet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n kort på hånden</numerusform>
            <numerusform>%n kort på hånden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n vunnet</numerusform>
            <numerusform>%n vunnet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Prize cards · %n left</source>
        <translation>
            <numerusform>Premiekort · %n igjen</numerusform>
            <numerusform>Premiekort · %n igjen</numerusform>
        </translation>
    </message>
    <message>
        <source>Your place</source>
        <translation>Din plass</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Trekkbunke</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kastebunke</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pott</translation>
    </message>
    <message>
        <source>Drag one card, or a figure and an object, here</source>
        <translation>Dra ett kort, eller en figur og et objekt, hit</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spillet er over</translation>
    </message>
    <message>
        <source>Mulligan 3 · 2 · 1</source>
        <translation>Ny hånd 3 · 2 · 1</translation>
    </message>
    <message>
        <source>Keep or redraw?</source>
        <translation>Beholde eller trekke nytt?</translation>
    </message>
    <message>
        <source>{name} named</source>
        <translation>{name} valgte</translation>
    </message>
    <message>
        <source>{name} wins the round</source>
        <translation>{name} vinner runden</translation>
    </message>
    <message>
        <source>Tie!</source>
        <translation>Uavgjort!</translation>
    </message>
    <message>
        <source>Cards to the pot</source>
        <translation>Kortene i potten</translation>
    </message>
    <message>
        <source>No prize card</source>
        <translation>Ingen premiekort</translation>
    </message>
    <message>
        <source>{name} leads</source>
        <translation>{name} leder</translation>
    </message>
    <message>
        <source>Name a property</source>
        <translation>Velg en egenskap</translation>
    </message>
    <message>
        <source>Naming a property…</source>
        <translation>Velger egenskap…</translation>
    </message>
    <message>
        <source>Put out face down</source>
        <translation>Legg ut med baksiden opp</translation>
    </message>
    <message>
        <source>Keep this hand</source>
        <translation>Behold denne hånden</translation>
    </message>
    <message numerus="yes">
        <source>Discard, draw %n card(s)</source>
        <translation>
            <numerusform>Kast, trekk %n kort</numerusform>
            <numerusform>Kast, trekk %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Select one card, or a figure and an object, first.</source>
        <extracomment>the focused card of your hand (←/→ move it, Space selects it, Enter puts it out)</extracomment>
        <translation>Merk først ett kort, eller en figur og et objekt.</translation>
    </message>
    <message>
        <source>Cards can only be put out on your own place.</source>
        <translation>Kort kan bare legges ut på din egen plass.</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>selected</source>
        <translation>valgt</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>vinner</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 kort</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} kort</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>står for tur</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>tenker</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vinner</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Din hånd</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>{name}s hånd</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>kort med baksiden opp</translation>
    </message>
    <message>
        <source>cannot be used now</source>
        <translation>kan ikke brukes nå</translation>
    </message>
    <message>
        <source>can be played</source>
        <translation>kan spilles</translation>
    </message>
    <message>
        <source>can be chosen</source>
        <translation>kan velges</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Spillebord</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Learn to play</source>
        <translation>Lær å spille</translation>
    </message>
    <message>
        <source>The guided game could not be started.

{detail}</source>
        <translation>Det guidede partiet kunne ikke startes.

{detail}</translation>
    </message>
    <message>
        <source>The guided game is over: press {play} to play on against Easy, or {leave} for the welcome page.</source>
        <extracomment>the level the other seats play at once the guided part is over the guided part is over and the person chose to play on</extracomment>
        <translation>Det guidede partiet er over: trykk {play} for å spille videre mot Lett, eller {leave} for startsiden.</translation>
    </message>
    <message>
        <source>Wait a moment: the other player moves now.</source>
        <translation>Vent litt: nå er det den andre spillerens trekk.</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Steg {number} av {count}</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Vis meg</translation>
    </message>
    <message>
        <source>Next part</source>
        <translation>Neste del</translation>
    </message>
    <message>
        <source>Play on against Easy</source>
        <translation>Spill videre mot Lett</translation>
    </message>
    <message>
        <source>Welcome page</source>
        <translation>Startsiden</translation>
    </message>
    <message>
        <source>Playing on against Easy. Press Ctrl+H for a hint at any time.</source>
        <translation>Du spiller videre mot Lett. Trykk Ctrl+H for et tips når du vil.</translation>
    </message>
    <message>
        <source>Storma slottet!: a guided first game</source>
        <translation>Storma slottet!: et veiledet første parti</translation>
    </message>
    <message>
        <source>The J♣ is your trophy: each trophy draws you 3 cards. Defeat all three cards of the computer&apos;s royal house (clubs) to win.</source>
        <translation>Kn♣ er ditt trofé: hvert trofé gir deg 3 kort å trekke. Beseir alle tre kortene i datamaskinens kongehus (kløver) for å vinne.</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Datamaskin</translation>
    </message>
    <message>
        <source>Riftforce: a guided first game</source>
        <translation>Riftforce: et veiledet første parti</translation>
    </message>
    <message>
        <source>Well done! That is Riftforce: play cards, discard one to activate, Check &amp; Draw to score. The first to 12 Riftforce wins. Play on against an Easy computer, or go back to the welcome page.</source>
        <translation>Bra jobbet! Det er Riftforce: spill ut kort, kast ett for å aktivere, Sjekke og trekke for å få poeng. Den som først har 12 Riftforce, vinner. Spill videre mot en datamaskin på nivået Lett, eller gå tilbake til startsiden.</translation>
    </message>
    <message>
        <source>First the draft: each of you was dealt one guild (yours is Fire). Now you take turns picking until each has four. Click Crystal: its elementals hit hardest.</source>
        <translation>Først valget av laug: dere har fått ett laug hver (ditt er Ild). Nå velger dere på omgang til begge har fire. Klikk på Krystall: elementarene der slår hardest.</translation>
    </message>
    <message>
        <source>Keys: press 5.</source>
        <translation>Taster: trykk 5.</translation>
    </message>
    <message>
        <source>Pick the Crystal guild.</source>
        <translation>Velg Krystall-lauget.</translation>
    </message>
    <message>
        <source>The computer took Light. Click Ice: it finishes off enemies that are already damaged.</source>
        <translation>Datamaskinen tok Lys. Klikk på Is: det gjør det av med fiender som allerede er skadet.</translation>
    </message>
    <message>
        <source>Keys: press 1.</source>
        <translation>Taster: trykk 1.</translation>
    </message>
    <message>
        <source>Pick the Ice guild.</source>
        <translation>Velg Is-lauget.</translation>
    </message>
    <message>
        <source>Last pick: click Shadow, which can strike at any location. Your deck is now the 36 elementals of your four guilds; each card&apos;s number is its life.</source>
        <translation>Siste valg: klikk på Skygge, som kan slå til på hvilket som helst sted. Trekkbunken din er nå de 36 elementarene i de fire laugene dine; tallet på hvert kort er livet dets.</translation>
    </message>
    <message>
        <source>Keys: press 2.</source>
        <translation>Taster: trykk 2.</translation>
    </message>
    <message>
        <source>Pick the Shadow guild.</source>
        <translation>Velg Skygge-lauget.</translation>
    </message>
    <message>
        <source>A Play puts 1–3 cards that share a guild or a number on your side. The computer&apos;s Air 5 stands at location 3: drag your Crystal 5 there.</source>
        <translation>Et utspill legger 1–3 kort med samme laug eller samme tall på din side. Datamaskinens Luft 5 står ved sted 3: dra Krystall 5 dit.</translation>
    </message>
    <message>
        <source>Keys: ← → to the Crystal 5, then 3.</source>
        <translation>Taster: ← → til Krystall 5, så 3.</translation>
    </message>
    <message>
        <source>Drag the Crystal 5 to location 3.</source>
        <translation>Dra Krystall 5 til sted 3.</translation>
    </message>
    <message>
        <source>The Fire 5 shares the number 5, so it may join. Drag it to location 3 too; it lines up behind the Crystal.</source>
        <translation>Ild 5 har samme tall, 5, så den kan bli med. Dra den også til sted 3; den stiller seg bak Krystall.</translation>
    </message>
    <message>
        <source>Keys: ← → to the Fire 5, then 3.</source>
        <translation>Taster: ← → til Ild 5, så 3.</translation>
    </message>
    <message>
        <source>Drag the Fire 5 to location 3.</source>
        <translation>Dra Ild 5 til sted 3.</translation>
    </message>
    <message>
        <source>A third card could follow, but keep your Shadow 5 for the next turn: click End play.</source>
        <translation>Et tredje kort kunne fulgt, men spar Skygge 5 til neste tur: klikk på Avslutt utspillet.</translation>
    </message>
    <message>
        <source>Keys: E or Enter.</source>
        <translation>Taster: E eller Enter.</translation>
    </message>
    <message>
        <source>End the play now.</source>
        <translation>Avslutt utspillet nå.</translation>
    </message>
    <message>
        <source>Now attack: discard a card, and up to 3 of your elementals sharing its guild or its number act. Drag the Shadow 5 onto your discard pile.</source>
        <translation>Nå angriper du: kast et kort, så handler opptil 3 av elementarene dine med samme laug eller samme tall. Dra Skygge 5 til kastebunken din.</translation>
    </message>
    <message>
        <source>Keys: ← → to the Shadow 5, then A.</source>
        <translation>Taster: ← → til Skygge 5, så A.</translation>
    </message>
    <message>
        <source>Drag the Shadow 5 onto your discard pile.</source>
        <translation>Dra Skygge 5 til kastebunken din.</translation>
    </message>
    <message>
        <source>Both your 5s may act now. Click the Crystal 5: Crystal deals 4 damage to the first enemy at its location.</source>
        <translation>Begge femmerne dine kan handle nå. Klikk på Krystall 5: Krystall gir 4 skade på første fiende på sitt sted.</translation>
    </message>
    <message>
        <source>Keys: ← → and Space.</source>
        <translation>Taster: ← → og Mellomrom.</translation>
    </message>
    <message>
        <source>Click your Crystal 5 to activate it.</source>
        <translation>Klikk på Krystall 5 for å aktivere den.</translation>
    </message>
    <message>
        <source>The Air 5 has 4 damage. Click the Fire 5: its 3 damage destroys the Air 5, and every enemy you destroy gives you 1 Riftforce.</source>
        <translation>Luft 5 har 4 skade. Klikk på Ild 5: de 3 skadene ødelegger Luft 5, og hver fiende du ødelegger, gir deg 1 Riftforce.</translation>
    </message>
    <message>
        <source>Keys: Space.</source>
        <translation>Taster: Mellomrom.</translation>
    </message>
    <message>
        <source>Ordet fanger: a guided first game</source>
        <translation>Ordet fanger: et guidet første spill</translation>
    </message>
    <message>
        <source>Well done! You know the core of Ordet fanger: flip, spot matching symbols, answer fast, and mind the joker. The round ends when both draw piles are empty; most won cards wins.</source>
        <translation>Bra jobba! Nå kan du det viktigste i Ordet fanger: snu kort, se like symboler, svar raskt og følg med på jokeren. Runden slutter når begge trekkebunkene er tomme; flest vunne kort vinner.</translation>
    </message>
    <message>
        <source>Welcome! On your turn you flip the top card of a draw pile onto one of your two play piles, for everyone to see. Click the framed draw pile to flip your first card.</source>
        <translation>Velkommen! Når det er din tur, snur du det øverste kortet fra en trekkebunke over på en av de to spillebunkene dine, så alle ser det. Klikk på den markerte trekkebunken for å snu ditt første kort.</translation>
    </message>
    <message>
        <source>Click the framed draw pile to flip your first card onto your left pile.</source>
        <translation>Klikk på den markerte trekkebunken for å snu ditt første kort over på den venstre spillebunken din.</translation>
    </message>
    <message>
        <source>Each card has a symbol and a category. Flip the next card onto your right pile: click that pile, then the draw pile. Watch the symbols!</source>
        <translation>Hvert kort har et symbol og en kategori. Snu neste kort over på den høyre spillebunken din: klikk på den bunken, så på trekkebunken. Følg med på symbolene!</translation>
    </message>
    <message>
        <source>Keys: → to choose the right pile, then Space.</source>
        <translation>Taster: → for å velge den høyre bunken, så Mellomrom.</translation>
    </message>
    <message>
        <source>Flip the next card onto your right play pile.</source>
        <translation>Snu neste kort over på den høyre spillebunken din.</translation>
    </message>
    <message>
        <source>Your new card and the computer&apos;s both show a cross: a duel! Name something from the category on the computer&apos;s card, An item of clothing. The first correct answer wins that card.</source>
        <translation>Det nye kortet ditt og datamaskinens viser begge et kryss: duell! Nevn noe fra kategorien på datamaskinens kort, Et klesplagg. Det første riktige svaret vinner det kortet.</translation>
    </message>
    <message>
        <source>Keys: type an answer, e.g. jeans, then Enter.</source>
        <translation>Taster: skriv et svar, f.eks. jeans, så Enter.</translation>
    </message>
    <message>
        <source>Type an item of clothing and press Enter.</source>
        <translation>Skriv et klesplagg og trykk Enter.</translation>
    </message>
    <message>
        <source>You won! The card went to your won pile: most won cards wins the game. The computer has flipped again. Your turn: flip the next card.</source>
        <translation>Du vant! Kortet ligger nå blant de vunne kortene dine: flest vunne kort vinner spillet. Datamaskinen har snudd et nytt kort. Din tur: snu neste kort.</translation>
    </message>
    <message>
        <source>Flip the next card from the framed draw pile.</source>
        <translation>Snu neste kort fra den markerte trekkebunken.</translation>
    </message>
    <message>
        <source>A joker! While it lies in the middle, its two symbols count as the same. So your cross now matches the computer&apos;s diamond: name A kind of weather.</source>
        <translation>En joker! Så lenge den ligger i midten, teller de to symbolene på den som like. Krysset ditt matcher altså nå datamaskinens rombe: nevn Et værfenomen.</translation>
    </message>
    <message>
        <source>Keys: type an answer, e.g. tornado, then Enter.</source>
        <translation>Taster: skriv et svar, f.eks. tornado, så Enter.</translation>
    </message>
    <message>
        <source>Type a kind of weather and press Enter.</source>
        <translation>Skriv et værfenomen og trykk Enter.</translation>
    </message>
    <message>
        <source>Whoever draws a joker draws again. Flip onto your right pile, then watch: the computer races you too.</source>
        <translation>Den som trekker en joker, trekker igjen. Snu over på den høyre spillebunken din og se så: datamaskinen prøver også å svare først.</translation>
    </message>
    <message>
        <source>Keys: → if the left pile is chosen, then Space.</source>
        <translation>Taster: → hvis den venstre bunken er valgt, så Mellomrom.</translation>
    </message>
    <message>
        <source>The computer&apos;s vegetable matched your dessert, and the computer answered first: it took your card. Only the fastest correct answer wins. Flip your next card onto either pile.</source>
        <translation>Datamaskinens grønnsakskort matchet dessertkortet ditt, og datamaskinen svarte først: den tok kortet ditt. Bare det raskeste riktige svaret vinner. Snu neste kort over på hvilken som helst av bunkene.</translation>
    </message>
    <message>
        <source>Click your Fire 5 to activate it.</source>
        <translation>Klikk på Ild 5 for å aktivere den.</translation>
    </message>
    <message>
        <source>The computer scored 1 for holding location 5 alone. Click Check &amp; Draw: it scores 1 Riftforce for each location only you hold, then refills your hand to 7.</source>
        <translation>Datamaskinen fikk 1 for å holde sted 5 alene. Klikk på Sjekke og trekke: det gir 1 Riftforce for hvert sted bare du holder, og fyller så opp hånden din til 7.</translation>
    </message>
    <message>
        <source>Keys: C.</source>
        <translation>Taster: C.</translation>
    </message>
    <message>
        <source>Click Check &amp; Draw.</source>
        <translation>Klikk på Sjekke og trekke.</translation>
    </message>
    <message>
        <source>Your royal house is the J, Q and K of one suit. If all three are defeated, you lose. Choose hearts.</source>
        <translation>Kongehuset ditt er Kn, D og K i én farge. Blir alle tre beseiret, taper du. Velg hjerter.</translation>
    </message>
    <message>
        <source>Keys: 2 (the houses are 1–4).</source>
        <translation>Taster: 2 (husene er 1–4).</translation>
    </message>
    <message>
        <source>Choose hearts as your royal house.</source>
        <translation>Velg hjerter som kongehuset ditt.</translation>
    </message>
    <message>
        <source>Your Active card takes the attacks: a house card, or a hero (a face card of a free suit). The Q♥ is toughest (35 points). Drag it to your Active slot.</source>
        <translation>Det aktive kortet ditt tar imot angrepene: et kort fra kongehuset ditt eller en helt (et bildekort i en fri farge). D♥ er seigest (35 poeng). Dra den til plassen for det aktive kortet.</translation>
    </message>
    <message>
        <source>Keys: ←/→ to the Q♥, then Enter.</source>
        <translation>Taster: ←/→ til D♥, deretter Enter.</translation>
    </message>
    <message>
        <source>Drag the Q♥ to your Active slot.</source>
        <translation>Dra D♥ til plassen for det aktive kortet.</translation>
    </message>
    <message>
        <source>You rolled higher and start. Attack the computer&apos;s J♣ with number cards of one suit, never its own suit (clubs). Select the 3♠ and 6♠, then drag them onto it.</source>
        <translation>Du slo høyest og begynner. Angrip datamaskinens Kn♣ med tallkort i én farge, aldri i dens egen farge (kløver). Merk 3♠ og 6♠, og dra dem deretter til den.</translation>
    </message>
    <message>
        <source>Keys: ←/→ and Space select each, then A.</source>
        <translation>Taster: ←/→ og mellomrom merker hvert kort, deretter A.</translation>
    </message>
    <message>
        <source>Attack the J♣ with the 3♠ and 6♠.</source>
        <translation>Angrip Kn♣ med 3♠ og 6♠.</translation>
    </message>
    <message>
        <source>The computer hit your Q♥: its cards lie on it as damage. Heal with a number card of the Q♥&apos;s suit: drag the 9♥ onto your Q♥.</source>
        <translation>Datamaskinen traff D♥: kortene ligger på den som skade. Helbred med et tallkort i samme farge som D♥: dra 9♥ til D♥.</translation>
    </message>
    <message>
        <source>Keys: ←/→ to the 9♥, Space, then H.</source>
        <translation>Taster: ←/→ til 9♥, mellomrom, deretter H.</translation>
    </message>
    <message>
        <source>Drag the 9♥ onto your Q♥ to heal it.</source>
        <translation>Dra 9♥ til D♥ for å helbrede den.</translation>
    </message>
    <message>
        <source>A heal of 9 removes damage cards worth at most 9 together. The 2♠ and 5♠ (7) are chosen: click Remove 7 damage.</source>
        <translation>En helbredelse på 9 fjerner skadekort verdt høyst 9 til sammen. 2♠ og 5♠ (7) er valgt: klikk på Fjern 7 skade.</translation>
    </message>
    <message>
        <source>Keys: Enter.</source>
        <translation>Taster: Enter.</translation>
    </message>
    <message>
        <source>Remove the 2♠ and 5♠ from your Q♥.</source>
        <translation>Fjern 2♠ og 5♠ fra D♥.</translation>
    </message>
    <message>
        <source>A heal may go on with more cards, one at a time, but your Q♥ is whole again. End the heal, which ends your move.</source>
        <translation>En helbredelse kan fortsette med flere kort, ett om gangen, men D♥ er hel igjen. Avslutt helbredelsen, så er trekket ditt over.</translation>
    </message>
    <message>
        <source>Keys: X.</source>
        <translation>Taster: X.</translation>
    </message>
    <message>
        <source>Click End heal to finish your move.</source>
        <translation>Klikk på Avslutt helbredelse for å avslutte trekket ditt.</translation>
    </message>
    <message>
        <source>Your Q♥ has only 16 points left. Let it rest in the Infirmary (Sjukstuga): drag it there, then drag the K♥ to your Active slot.</source>
        <translation>D♥ har bare 16 poeng igjen. La den hvile i sykestuen (Sjukstuga): dra den dit, og dra deretter K♥ til plassen for det aktive kortet.</translation>
    </message>
    <message>
        <source>Keys: ←/→ to the K♥, Space, then R.</source>
        <translation>Taster: ←/→ til K♥, mellomrom, deretter R.</translation>
    </message>
    <message>
        <source>Retreat the Q♥ to the Infirmary and make the K♥ your Active card.</source>
        <translation>Gjør retrett med D♥ til sykestuen og gjør K♥ til det aktive kortet ditt.</translation>
    </message>
    <message>
        <source>Weak cards? Exchange them: discard cards of one suit and draw as many. Select the A♦ and 2♦, then drag them to the discard pile.</source>
        <translation>Svake kort? Bytt dem: kast kort i én farge og trekk like mange. Merk E♦ og 2♦, og dra dem deretter til kastebunken.</translation>
    </message>
    <message>
        <source>Keys: ←/→ and Space select each, then E.</source>
        <translation>Taster: ←/→ og mellomrom merker hvert kort, deretter E.</translation>
    </message>
    <message>
        <source>Drag the A♦ and 2♦ to the discard pile.</source>
        <translation>Dra E♦ og 2♦ til kastebunken.</translation>
    </message>
    <message>
        <source>A Joker joins any attack, dealing the sum of two dice (0–9); double zero gives it to the defender. Drag the 9♠ and Joker onto the J♣ to make it your trophy.</source>
        <translation>En joker passer i ethvert angrep og gjør like mye skade som summen av to terninger (0–9); to nuller gir den til forsvareren. Dra 9♠ og jokeren til Kn♣, så blir den ditt trofé.</translation>
    </message>
    <message>
        <source>Attack the J♣ with the 9♠ and the Joker.</source>
        <translation>Angrip Kn♣ med 9♠ og jokeren.</translation>
    </message>
    <message>
        <source>Supertrumf Fantasy: a guided first game</source>
        <translation>Supertrumf Fantasy: et veiledet første parti</translation>
    </message>
    <message>
        <source>36 beats the Giant&apos;s 28: you win the round! That is Supertrumf: name a property, put out a figure with an object, the highest value takes the cards. Whoever has won the most cards at the end wins.</source>
        <translation>36 slår datamaskinens Kjempe (28): du vinner runden! Slik spilles Supertrumf: velg en egenskap, legg ut en figur med et objekt, og høyeste verdi tar kortene. Den som har vunnet flest kort til slutt, vinner.</translation>
    </message>
    <message>
        <source>You lead, so you name the property this round is played for. Your Knight has Strength 16 and the Holy sword adds 10 to Strength. Click Strength.</source>
        <translation>Du leder, så du velger egenskapen denne runden gjelder. Din Ridder har Styrke 16, og Hellig sverd gir 10 ekstra i Styrke. Klikk på Styrke.</translation>
    </message>
    <message>
        <source>Keys: 1.</source>
        <translation>Taster: 1.</translation>
    </message>
    <message>
        <source>Name Strength: your Knight and Holy sword are strong there.</source>
        <translation>Velg Styrke: der er din Ridder og Hellig sverd sterke.</translation>
    </message>
    <message>
        <source>The computer has put out face down; the leader goes last. Click the Knight and the Holy sword, then drag them to your place: 16&#xa0;+&#xa0;10&#xa0;=&#xa0;26.</source>
        <translation>Datamaskinen har lagt ut med baksiden opp; den som leder, legger ut sist. Klikk på Ridder og Hellig sverd, og dra dem så til plassen din: 16&#xa0;+&#xa0;10&#xa0;=&#xa0;26.</translation>
    </message>
    <message>
        <source>Keys: ←/→ and Space select each, Enter puts out.</source>
        <translation>Taster: ←/→ og mellomrom merker hvert kort, Enter legger ut.</translation>
    </message>
    <message>
        <source>Put out the Knight together with the Holy sword.</source>
        <translation>Legg ut Ridder sammen med Hellig sverd.</translation>
    </message>
    <message>
        <source>Both plays were turned up: your 26 beat the Warlord&apos;s 18, so you won all three cards and lead again. Your Troll has Physique 28: name Physique.</source>
        <translation>Begge utspillene ble snudd: dine 26 slo Hærfører med 18, så du vant alle tre kortene og leder igjen. Din Troll har Fysikk 28: velg Fysikk.</translation>
    </message>
    <message>
        <source>Keys: 2.</source>
        <translation>Taster: 2.</translation>
    </message>
    <message>
        <source>Name Physique for your Troll&apos;s 28.</source>
        <translation>Velg Fysikk for 28 med din Troll.</translation>
    </message>
    <message>
        <source>One card alone is a play too: drag the Troll to your place, or double-click it.</source>
        <translation>Ett enkelt kort er også et utspill: dra Troll til plassen din, eller dobbeltklikk på det.</translation>
    </message>
    <message>
        <source>Keys: ←/→ to the Troll, Enter.</source>
        <translation>Taster: ←/→ til Troll, Enter.</translation>
    </message>
    <message>
        <source>Put out the Troll.</source>
        <translation>Legg ut Troll.</translation>
    </message>
    <message>
        <source>A tie! The Dwarf smith with Chain mail also made 28. Tied cards wait in the pot and the same leader names again. Your Unicorn and Spellbook make Magic 29: name Magic.</source>
        <translation>Uavgjort! Dvergsmed med Ringbrynje ga også 28. Kortene venter i potten, og samme leder velger igjen. Din Enhjørning og Trolldomsbok gir Magi 29: velg Magi.</translation>
    </message>
    <message>
        <source>Keys: 3.</source>
        <translation>Taster: 3.</translation>
    </message>
    <message>
        <source>Name Magic for your Unicorn and Spellbook.</source>
        <translation>Velg Magi for din Enhjørning og Trolldomsbok.</translation>
    </message>
    <message>
        <source>Put out the Unicorn with the Spellbook: 23&#xa0;+&#xa0;6&#xa0;=&#xa0;29. The winner of this round also takes the pot.</source>
        <translation>Legg ut Enhjørning med Trolldomsbok: 23&#xa0;+&#xa0;6&#xa0;=&#xa0;29. Den som vinner denne runden, tar også potten.</translation>
    </message>
    <message>
        <source>Put out the Unicorn together with the Spellbook.</source>
        <translation>Legg ut Enhjørning sammen med Trolldomsbok.</translation>
    </message>
    <message>
        <source>29 beat the Vampire&apos;s 15, and the pot is yours. After each round the winner draws 1 card, the others 2. Your Skeleton warrior has Physique 28: name Physique.</source>
        <translation>29 slo Vampyr med 15, og potten er din. Etter hver runde trekker vinneren 1 kort, de andre 2. Din Skjelettkriger har Fysikk 28: velg Fysikk.</translation>
    </message>
    <message>
        <source>Name Physique for your Skeleton warrior&apos;s 28.</source>
        <translation>Velg Fysikk for 28 med din Skjelettkriger.</translation>
    </message>
    <message>
        <source>Put out the Skeleton warrior. 28 is strong, but watch the reveal.</source>
        <translation>Legg ut Skjelettkriger. 28 er sterkt, men følg med når kortene snus.</translation>
    </message>
    <message>
        <source>Keys: ←/→ to the Skeleton warrior, Enter.</source>
        <translation>Taster: ←/→ til Skjelettkriger, Enter.</translation>
    </message>
    <message>
        <source>Put out the Skeleton warrior.</source>
        <translation>Legg ut Skjelettkriger.</translation>
    </message>
    <message>
        <source>Knife in the back is a super-trump: it beats every value. Now the computer leads; it named Strength. You put out first: Dragon with Battle axe, 30&#xa0;+&#xa0;6&#xa0;=&#xa0;36.</source>
        <translation>Kniv i ryggen er et supertrumfkort: det slår alle verdier. Nå leder datamaskinen og har valgt Styrke. Du legger ut først: Drage med Stridsøks, 30&#xa0;+&#xa0;6&#xa0;=&#xa0;36.</translation>
    </message>
    <message>
        <source>Put out the Dragon together with the Battle axe.</source>
        <translation>Legg ut Drage sammen med Stridsøks.</translation>
    </message>
    <message>
        <source>Supertrumf Fantasy: Blixtduell</source>
        <translation>Supertrumf Fantasy: Blixtduell</translation>
    </message>
    <message>
        <source>Two of your four prize cards taken! On a tie nobody takes a prize card, both draw 2 and the dice decide the lead again. The first to take all 4 prize cards wins.</source>
        <translation>To av dine fire premiekort er tatt! Ved uavgjort tar ingen premiekort, begge trekker 2, og terningene avgjør igjen hvem som leder. Den som først tar alle 4 premiekortene, vinner.</translation>
    </message>
    <message>
        <source>Blixtduell: each of you has 4 prize cards face down that nobody may look at. Win a round to take one; take all 4 to win. You may swap your hand first; this one is good: keep it.</source>
        <translation>Blixtduell: dere har begge 4 premiekort med baksiden opp som ingen får se på. Vinn en runde for å ta ett; ta alle 4 for å vinne. Først kan du bytte hånd; denne er god: behold den.</translation>
    </message>
    <message>
        <source>Keep this hand: it is a good one.</source>
        <translation>Behold denne hånden: den er god.</translation>
    </message>
    <message>
        <source>The dice decide who leads: your 4 beat 2, so you name the property. Your Giant and Battle axe make Strength 28&#xa0;+&#xa0;6&#xa0;=&#xa0;34: name Strength.</source>
        <translation>Terningene avgjør hvem som leder: din 4 slo 2, så du velger egenskap. Din Kjempe og Stridsøks gir Styrke 28&#xa0;+&#xa0;6&#xa0;=&#xa0;34: velg Styrke.</translation>
    </message>
    <message>
        <source>Name Strength for your Giant and Battle axe.</source>
        <translation>Velg Styrke for din Kjempe og Stridsøks.</translation>
    </message>
    <message>
        <source>Put out the Giant with the Battle axe. If you win, you take your top prize card into your hand.</source>
        <translation>Legg ut Kjempe med Stridsøks. Vinner du, tar du det øverste premiekortet ditt på hånden.</translation>
    </message>
    <message>
        <source>Put out the Giant together with the Battle axe.</source>
        <translation>Legg ut Kjempe sammen med Stridsøks.</translation>
    </message>
    <message>
        <source>You won: your first prize card, the Archmage, is now in your hand. The loser draws 2 cards instead. Archmage and Ring of wisdom make Intelligence 37: name Intelligence.</source>
        <translation>Du vant: det første premiekortet ditt, Erkemagiker, er nå på hånden. Taperen trekker 2 kort i stedet. Erkemagiker og Visdommens ring gir Intelligens 37: velg Intelligens.</translation>
    </message>
    <message>
        <source>Keys: 4.</source>
        <translation>Taster: 4.</translation>
    </message>
    <message>
        <source>Name Intelligence for your Archmage and Ring of wisdom.</source>
        <translation>Velg Intelligens for Erkemagiker og Visdommens ring.</translation>
    </message>
    <message>
        <source>Put out the Archmage with the Ring of wisdom to win your second prize card.</source>
        <translation>Legg ut Erkemagiker med Visdommens ring for å vinne ditt andre premiekort.</translation>
    </message>
    <message>
        <source>Put out the Archmage together with the Ring of wisdom.</source>
        <translation>Legg ut Erkemagiker sammen med Visdommens ring.</translation>
    </message>
</context>
<context>
    <name>TutorialOffers</name>
    <message>
        <source>&amp;Offer guided first games</source>
        <translation>&amp;Tilby guidede første partier</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Lær å spille</translation>
    </message>
    <message>
        <source>New to {game}? Learn to play in about 3 minutes, on a guided deal.</source>
        <translation>Ny i {game}? Lær å spille på omtrent 3 minutter i et guidet parti.</translation>
    </message>
    <message>
        <source>You can find it later on the welcome page and in the New Game dialog.</source>
        <translation>Du finner det senere på startsiden og i dialogen Nytt spill.</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Lær å spille</translation>
    </message>
    <message>
        <source>&amp;Play now</source>
        <translation>&amp;Spill nå</translation>
    </message>
</context>
<context>
    <name>WaitingBanner</name>
    <message>
        <source>{name} is back.</source>
        <extracomment>how long &quot;{name} is back.&quot; stays the host lets a computer at this level (the combo&apos;s data) play the missing seat the host waits another round of the same length</extracomment>
        <translation>{name} er tilbake.</translation>
    </message>
    <message>
        <source>Waiting for {name} to reconnect ({time})…</source>
        <translation>Venter på at {name} kobler til igjen ({time})…</translation>
    </message>
    <message>
        <source>{name} has not come back.</source>
        <translation>{name} har ikke kommet tilbake.</translation>
    </message>
    <message>
        <source>{name} has not come back. The host decides how to go on.</source>
        <translation>{name} har ikke kommet tilbake. Verten bestemmer hvordan spillet fortsetter.</translation>
    </message>
    <message>
        <source>&amp;Let a computer play</source>
        <translation>&amp;La en datamaskin spille</translation>
    </message>
    <message>
        <source>The computer&apos;s level</source>
        <translation>Datamaskinens nivå</translation>
    </message>
    <message>
        <source>&amp;Wait longer</source>
        <translation>&amp;Vent lenger</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Tabletop</source>
        <extracomment>the settings the ticks are read from (``show_tutorials``), None before</extracomment>
        <translation>Tabletop</translation>
    </message>
    <message>
        <source>Four card games at one computer — take turns with friends or play against the computer.</source>
        <translation>Fire kortspill ved én datamaskin – bytt på med venner eller spill mot datamaskinen.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nytt spill…</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>Warlord</source>
        <extracomment>Swedish display names of the properties (as printed on the cards).</extracomment>
        <translation>Hærfører</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Ridder</translation>
    </message>
    <message>
        <source>Archer</source>
        <translation>Bueskytter</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Snikmorder</translation>
    </message>
    <message>
        <source>Archmage</source>
        <translation>Erkemagiker</translation>
    </message>
    <message>
        <source>Wizard</source>
        <translation>Trollmann</translation>
    </message>
    <message>
        <source>Witch</source>
        <translation>Heks</translation>
    </message>
    <message>
        <source>Necromancer</source>
        <translation>Nekromantiker</translation>
    </message>
    <message>
        <source>Elf queen</source>
        <translation>Alvedronning</translation>
    </message>
    <message>
        <source>Elf warrior</source>
        <translation>Alvekriger</translation>
    </message>
    <message>
        <source>Dwarf king</source>
        <translation>Dvergkonge</translation>
    </message>
    <message>
        <source>Dwarf smith</source>
        <translation>Dvergsmed</translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation>Drage</translation>
    </message>
    <message>
        <source>Giant</source>
        <translation>Kjempe</translation>
    </message>
    <message>
        <source>Troll</source>
        <translation>Troll</translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation>Varulv</translation>
    </message>
    <message>
        <source>Vampire</source>
        <translation>Vampyr</translation>
    </message>
    <message>
        <source>Wraith</source>
        <translation>Gjenferd</translation>
    </message>
    <message>
        <source>Skeleton warrior</source>
        <translation>Skjelettkriger</translation>
    </message>
    <message>
        <source>Orc chieftain</source>
        <translation>Orkehøvding</translation>
    </message>
    <message>
        <source>Phoenix</source>
        <translation>Føniks</translation>
    </message>
    <message>
        <source>Griffin</source>
        <translation>Grif</translation>
    </message>
    <message>
        <source>Unicorn</source>
        <translation>Enhjørning</translation>
    </message>
    <message>
        <source>Sea serpent</source>
        <translation>Sjøorm</translation>
    </message>
    <message>
        <source>Holy sword</source>
        <translation>Hellig sverd</translation>
    </message>
    <message>
        <source>Battle axe</source>
        <translation>Stridsøks</translation>
    </message>
    <message>
        <source>Elixir</source>
        <translation>Eliksir</translation>
    </message>
    <message>
        <source>Chain mail</source>
        <translation>Ringbrynje</translation>
    </message>
    <message>
        <source>Magic staff</source>
        <translation>Tryllestav</translation>
    </message>
    <message>
        <source>Spellbook</source>
        <translation>Trolldomsbok</translation>
    </message>
    <message>
        <source>Ring of wisdom</source>
        <translation>Visdommens ring</translation>
    </message>
    <message>
        <source>Crystal ball</source>
        <translation>Krystallkule</translation>
    </message>
    <message>
        <source>Seven-league boots</source>
        <translation>Sjumilsstøvler</translation>
    </message>
    <message>
        <source>Flying carpet</source>
        <translation>Flygende teppe</translation>
    </message>
    <message>
        <source>Poisoned dagger</source>
        <translation>Forgiftet dolk</translation>
    </message>
    <message>
        <source>Knife in the back</source>
        <translation>Kniv i ryggen</translation>
    </message>
</context>
<context>
    <name>catalog</name>
    <message>
        <source>2–4 players, the classic game: the round&apos;s winner takes the cards played, most cards wins</source>
        <extracomment>``make_search(iterations=, ms=, c=, should_stop=, …)``: the game&apos;s Hard player or a variant ``explain(decision, action, rng)``: the game&apos;s own reason for a hint (None: none fits) ``seat_options(humans)``: options that follow from which seats are people the levels every game offers, weakest first (Ordet fanger&apos;s bots line up with them) Ordet fanger&apos;s computer players, weakest first</extracomment>
        <translation>2–4 spillere, det klassiske spillet: rundens vinner tar de utspilte kortene, flest kort vinner</translation>
    </message>
    <message>
        <source>Two players, a quick duel with prize cards: win a round to take one, take all four to win</source>
        <translation>To spillere, en rask duell med premiekort: vinn en runde for å ta ett, ta alle fire for å vinne</translation>
    </message>
    <message>
        <source>Name a property, play your best figure — and beware the super-trumps.</source>
        <translation>Velg en egenskap, spill din beste figur – og pass deg for supertrumfkortene.</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>To spillere</translation>
    </message>
    <message>
        <source>Defend your royal house and storm your opponent&apos;s castle with cards and dice.</source>
        <translation>Forsvar kongehuset ditt og storm motstanderens slott med kort og terninger.</translation>
    </message>
    <message>
        <source>Draft four guilds of elementals and fight for the five locations of the Rift.</source>
        <translation>Velg fire laug med elementarer og kjemp om de fem stedene langs Riften.</translation>
    </message>
    <message>
        <source>2–6 players</source>
        <translation>2–6 spillere</translation>
    </message>
    <message>
        <source>Matching symbols start a duel: be the first to name an example of your opponent&apos;s category.</source>
        <translation>Like symboler starter en duell: vær først til å nevne et eksempel på motstanderens kategori.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Nybegynner</translation>
    </message>
    <message>
        <source>Beginner (random)</source>
        <translation>Nybegynner (tilfeldig)</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Sterk</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Lett</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Vanskelig</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>The file is not a Tabletop save.</source>
        <translation>Filen er ikke en lagringsfil fra Tabletop.</translation>
    </message>
    <message>
        <source>The save has no valid format version.</source>
        <translation>Lagringsfilen har ingen gyldig formatversjon.</translation>
    </message>
    <message>
        <source>The save was written by a newer version of Tabletop (format {version}; this version reads up to {supported}). Please update Tabletop.</source>
        <translation>Lagringsfilen ble skrevet av en nyere versjon av Tabletop (format {version}; denne versjonen leser opptil {supported}). Oppdater Tabletop.</translation>
    </message>
    <message>
        <source>Unknown save format version {version}.</source>
        <translation>Ukjent formatversjon {version} for lagringsfilen.</translation>
    </message>
    <message>
        <source>The save is for an unknown game ({game}).</source>
        <translation>Lagringsfilen gjelder et ukjent spill ({game}).</translation>
    </message>
    <message>
        <source>The game {game} is not available in this version.</source>
        <translation>Spillet {game} er ikke tilgjengelig i denne versjonen.</translation>
    </message>
    <message>
        <source>The save&apos;s options are missing or damaged.</source>
        <translation>Innstillingene i lagringsfilen mangler eller er skadet.</translation>
    </message>
    <message>
        <source>The save&apos;s seed is missing or damaged.</source>
        <translation>Frøet i lagringsfilen mangler eller er skadet.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file.</source>
        <translation>{path} er en mappe, ikke en fil.</translation>
    </message>
    <message>
        <source>You are not allowed to read the file {path}.</source>
        <translation>Du har ikke tilgang til å lese filen {path}.</translation>
    </message>
    <message>
        <source>{path} is not an ordinary file (it may be a device or a pipe).</source>
        <translation>{path} er ikke en vanlig fil (det kan være en enhet eller en pipe).</translation>
    </message>
    <message>
        <source>The file is too large (more than {limit} MB).</source>
        <translation>Filen er for stor (mer enn {limit} MB).</translation>
    </message>
    <message>
        <source>The file is not text.</source>
        <translation>Filen er ikke tekst.</translation>
    </message>
    <message>
        <source>The file&apos;s data is nested far too deeply.</source>
        <translation>Dataene i filen er altfor dypt nøstet.</translation>
    </message>
    <message>
        <source>The file contains an impossible number.</source>
        <translation>Filen inneholder et umulig tall.</translation>
    </message>
    <message>
        <source>The file is damaged at line {line}.</source>
        <translation>Filen er skadet på linje {line}.</translation>
    </message>
    <message>
        <source>{path} is not an ordinary file (it may be a device or a pipe) and cannot be a save.</source>
        <translation>{path} er ikke en vanlig fil (det kan være en enhet eller en pipe) og kan ikke være en lagringsfil.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a save.</source>
        <translation>{path} er en mappe, ikke en lagringsfil.</translation>
    </message>
    <message>
        <source>The file is too large to be a save (more than {limit} MB).</source>
        <translation>Filen er for stor til å være en lagringsfil (mer enn {limit} MB).</translation>
    </message>
    <message>
        <source>The file is not a valid save (it contains an impossible number).</source>
        <translation>Filen er ikke en gyldig lagringsfil (den inneholder et umulig tall).</translation>
    </message>
    <message>
        <source>The file is not a valid save (its data is nested far too deeply).</source>
        <translation>Filen er ikke en gyldig lagringsfil (dataene er altfor dypt nøstet).</translation>
    </message>
    <message>
        <source>The file is not a valid save (damaged at line {line}).</source>
        <translation>Filen er ikke en gyldig lagringsfil (skadet på linje {line}).</translation>
    </message>
    <message>
        <source>The save contains data this version of Tabletop does not know.</source>
        <translation>Lagringsfilen inneholder data som denne versjonen av Tabletop ikke kjenner.</translation>
    </message>
    <message>
        <source>The save does not say which game it is for.</source>
        <translation>Lagringsfilen sier ikke hvilket spill den gjelder.</translation>
    </message>
    <message>
        <source>The save&apos;s list of moves is missing or damaged.</source>
        <translation>Trekklisten i lagringsfilen mangler eller er skadet.</translation>
    </message>
    <message>
        <source>The save&apos;s list of moves is too long to be real.</source>
        <translation>Trekklisten i lagringsfilen er for lang til å være ekte.</translation>
    </message>
    <message>
        <source>Move {number} in the save is damaged.</source>
        <translation>Trekk {number} i lagringsfilen er skadet.</translation>
    </message>
    <message>
        <source>The save&apos;s metadata is damaged.</source>
        <translation>Metadataene i lagringsfilen er skadet.</translation>
    </message>
    <message>
        <source>A player&apos;s name in the save is too long (at most {limit} characters).</source>
        <translation>Et spillernavn i lagringsfilen er for langt (høyst {limit} tegn).</translation>
    </message>
    <message>
        <source>The save&apos;s list of players is damaged.</source>
        <translation>Spillerlisten i lagringsfilen er skadet.</translation>
    </message>
    <message>
        <source>Move {number} in the save is not legal in that position: {detail}</source>
        <translation>Trekk {number} i lagringsfilen er ikke lovlig i den stillingen: {detail}</translation>
    </message>
    <message>
        <source>The file {path} does not exist.</source>
        <extracomment>Longest number, in digits, anywhere in such a file (a save&apos;s seed is at most 128-bit). a generic message per kind (context &quot;engine&quot;); ``{path}``, ``{limit}`` (MB), ``{detail}`` and ``{line}`` are filled from the error&apos;s parameters
----------
the longest seat name a save (or the app) keeps; longer names are cut. Why a limit: a name is painted on name plates, piles and the status line, and a file can carry any string the longest name a save may hold at all: longer ones are cut to ``MAX_NAME_LENGTH`` on loading (an edited name must not cost the game), absurd ones mean a damaged file the save&apos;s words for each problem of the guarded reader (``engine.jsonfile``)</extracomment>
        <translation>Filen {path} finnes ikke.</translation>
    </message>
    <message>
        <source>The file is not a valid save (not text).</source>
        <translation>Filen er ikke en gyldig lagringsfil (ikke tekst).</translation>
    </message>
    <message>
        <source>The file could not be read: {detail}.</source>
        <translation>Filen kunne ikke leses: {detail}.</translation>
    </message>
    <message>
        <source>House cards cannot attack ({card}).</source>
        <translation>Kort fra kongehuset kan ikke angripe ({card}).</translation>
    </message>
    <message>
        <source>{card} has the same suit as the target; cards of the target&apos;s suit cannot attack it.</source>
        <translation>{card} har samme farge som målet; kort i målets farge kan ikke angripe det.</translation>
    </message>
    <message>
        <source>Jokers have no suit and cannot be exchanged.</source>
        <translation>Jokere har ingen farge og kan ikke byttes.</translation>
    </message>
    <message>
        <source>House cards can never be exchanged ({card}).</source>
        <translation>Kort fra kongehuset kan aldri byttes ({card}).</translation>
    </message>
    <message>
        <source>A Joker can heal only a card with 10 or fewer points remaining ({points} remain).</source>
        <translation>En joker kan bare helbrede et kort med 10 eller færre poeng igjen ({points} igjen).</translation>
    </message>
    <message>
        <source>House cards cannot heal ({card}).</source>
        <translation>Kort fra kongehuset kan ikke helbrede ({card}).</translation>
    </message>
    <message>
        <source>{card} cannot heal {target}: number cards heal only cards of their own suit.</source>
        <translation>{card} kan ikke helbrede {target}: tallkort helbreder bare kort i sin egen farge.</translation>
    </message>
    <message>
        <source>Only a face card (J, Q, K) can be the Active card, not {card}.</source>
        <translation>Bare et bildekort (Kn, D, K) kan være aktivt kort, ikke {card}.</translation>
    </message>
    <message>
        <source>Unknown heal target {target}.</source>
        <translation>Ukjent mål for helbredelse: {target}.</translation>
    </message>
    <message>
        <source>There is no card to heal there.</source>
        <translation>Det er ikke noe kort å helbrede der.</translation>
    </message>
    <message>
        <source>{card} has no damage to heal.</source>
        <translation>{card} har ingen skade å helbrede.</translation>
    </message>
    <message>
        <source>Choose at least one card.</source>
        <translation>Velg minst ett kort.</translation>
    </message>
    <message>
        <source>List each card once, in increasing order.</source>
        <translation>Oppgi hvert kort én gang, i stigende rekkefølge.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} er ikke på hånden din.</translation>
    </message>
    <message>
        <source>All cards must share one suit.</source>
        <translation>Alle kortene må ha samme farge.</translation>
    </message>
    <message>
        <source>Unknown action.</source>
        <translation>Ukjent handling.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <extracomment>typed answers and their times are the caller&apos;s (``core``: open-ended kinds)</extracomment>
        <translation>Spillet er over.</translation>
    </message>
    <message>
        <source>No card may be drawn while a duel is open.</source>
        <translation>Ingen kort kan trekkes mens en duell pågår.</translation>
    </message>
    <message>
        <source>There is no draw pile {pile}.</source>
        <translation>Det finnes ingen trekkebunke {pile}.</translation>
    </message>
    <message>
        <source>Draw pile {pile} is empty.</source>
        <translation>Trekkebunke {pile} er tom.</translation>
    </message>
    <message>
        <source>You have no play pile {slot}.</source>
        <translation>Du har ingen spillebunke {slot}.</translation>
    </message>
    <message>
        <source>An empty answer does not count.</source>
        <translation>Et tomt svar teller ikke.</translation>
    </message>
    <message>
        <source>Strict judging accepts only answers from the list: {answer}.</source>
        <translation>Med streng bedømming godtas bare svar fra listen: {answer}.</translation>
    </message>
    <message>
        <source>{answer} is not in the list for this category; the table must confirm it.</source>
        <translation>{answer} står ikke på listen for denne kategorien; bordet må godta svaret.</translation>
    </message>
    <message>
        <source>{answer} was already given for this category this round.</source>
        <translation>{answer} er allerede gitt for denne kategorien i denne runden.</translation>
    </message>
    <message>
        <source>The same answer cannot count twice.</source>
        <extracomment>Default pair of removed symbols for three players (the seed&apos;s example: diamond or circle). After this many tie-breaks (flips or re-races) in one duel, two passes void the duel, so a duel nobody can answer still ends. the refusal of an answer that already counts for the seat (``answer_status`` tells it apart)</extracomment>
        <translation>Samme svar kan ikke telle to ganger.</translation>
    </message>
    <message>
        <source>There is no duel to answer.</source>
        <extracomment>a press when no race is open to take it</extracomment>
        <translation>Det finnes ingen duell å svare i.</translation>
    </message>
    <message>
        <source>Sealed answers are pending; the duel is decided by them.</source>
        <extracomment>the answer each pressing seat gave (the collector keeps only times) presses made while the seat&apos;s last one was still being ordered (more answers)</extracomment>
        <translation>Skjulte svar venter; duellen avgjøres av dem.</translation>
    </message>
    <message>
        <source>This duel has had its last tie-break: the table must say who answered first, or that nobody knows.</source>
        <translation>Denne duellen har hatt sin siste avgjørelse: bordet må si hvem som svarte først, eller at ingen vet.</translation>
    </message>
    <message>
        <source>Seat {seat} is not in this duel; only the two duellists can answer.</source>
        <translation>Plass {seat} er ikke med i denne duellen; bare de to duellantene kan svare.</translation>
    </message>
    <message>
        <source>Seat {seat} has already given its answer.</source>
        <translation>Plass {seat} har allerede svart.</translation>
    </message>
    <message>
        <source>Choose one of the two draw piles.</source>
        <translation>Velg en av de to trekkebunkene.</translation>
    </message>
    <message>
        <source>Choose one of your own play piles.</source>
        <translation>Velg en av dine egne spillebunker.</translation>
    </message>
    <message>
        <source>Only the two duellists can answer.</source>
        <translation>Bare de to duellantene kan svare.</translation>
    </message>
    <message>
        <source>An answer time must be more than 0 and at most {limit} seconds.</source>
        <translation>En svartid må være mer enn 0 og høyst {limit} sekunder.</translation>
    </message>
    <message>
        <source>Whether the table counts an answer anyway must be yes or no.</source>
        <translation>Om bordet godtar et svar likevel, må være ja eller nei.</translation>
    </message>
    <message>
        <source>The table must either accept or reject the answer.</source>
        <translation>Bordet må enten godta eller avvise svaret.</translation>
    </message>
    <message>
        <source>An answer must be written as text.</source>
        <translation>Et svar må skrives som tekst.</translation>
    </message>
    <message>
        <source>Seat {seat} must give exactly {need} answer(s).</source>
        <translation>Plass {seat} må gi nøyaktig {need} svar.</translation>
    </message>
    <message>
        <source>With typed judging an accepted answer needs its text.</source>
        <translation>Med skrevne svar må et godtatt svar ha teksten sin.</translation>
    </message>
    <message>
        <source>That action is not possible now.</source>
        <translation>Den handlingen er ikke mulig nå.</translation>
    </message>
    <message>
        <source>First choose which damage to remove with the heal.</source>
        <translation>Velg først hvilken skade helbredelsen skal fjerne.</translation>
    </message>
    <message>
        <source>There is no heal value to spend now.</source>
        <translation>Det er ingen helbredelsesverdi å bruke nå.</translation>
    </message>
    <message>
        <source>There is no suit {suit}.</source>
        <translation>Det finnes ingen farge {suit}.</translation>
    </message>
    <message>
        <source>The {suit} house is already taken.</source>
        <translation>Kongehuset {suit} er allerede tatt.</translation>
    </message>
    <message>
        <source>The Sjukstuga is occupied; retreat needs it empty.</source>
        <translation>Sykestuen er opptatt; retrett krever at den er tom.</translation>
    </message>
    <message>
        <source>This heal move is healing the other card.</source>
        <translation>Dette helbredende trekket gjelder det andre kortet.</translation>
    </message>
    <message>
        <source>List each damage entry once, in increasing order.</source>
        <translation>Oppgi hver skadepost én gang, i stigende rekkefølge.</translation>
    </message>
    <message>
        <source>There is no such damage entry.</source>
        <translation>Det finnes ingen slik skadepost.</translation>
    </message>
    <message>
        <source>The chosen damage ({total}) exceeds the heal value ({value}).</source>
        <translation>Den valgte skaden ({total}) er større enn helbredelsesverdien ({value}).</translation>
    </message>
    <message>
        <source>You may pass only when no move is possible.</source>
        <translation>Du kan bare passe når ingen trekk er mulige.</translation>
    </message>
    <message>
        <source>Cards cannot be put out now: a property must be named first.</source>
        <translation>Kort kan ikke legges ut nå: først må en egenskap velges.</translation>
    </message>
    <message>
        <source>Cards cannot be put out during the mulligan.</source>
        <translation>Kort kan ikke legges ut mens dere tar ny hånd.</translation>
    </message>
    <message>
        <source>A property can only be named by the leader at the start of a round.</source>
        <translation>Bare lederen kan velge en egenskap, og bare i starten av en runde.</translation>
    </message>
    <message>
        <source>There is no such property to name.</source>
        <translation>Det finnes ingen slik egenskap å velge.</translation>
    </message>
    <message>
        <source>A mulligan is only possible before the first round of Blixtduell.</source>
        <translation>Ny hånd er bare mulig før første runde i Blixtduell.</translation>
    </message>
    <message>
        <source>A mulligan choice must be yes or no.</source>
        <translation>Valget om ny hånd må være ja eller nei.</translation>
    </message>
    <message>
        <source>A play must list card ids.</source>
        <translation>Et utspill må oppgi kort-ID-er.</translation>
    </message>
    <message>
        <source>Put out one card, or one figure and one object ({count} given).</source>
        <translation>Legg ut ett kort, eller én figur og ett objekt ({count} oppgitt).</translation>
    </message>
    <message>
        <source>You do not hold the card {card}.</source>
        <translation>Du har ikke kortet {card}.</translation>
    </message>
    <message>
        <source>The same card cannot be put out twice.</source>
        <translation>Samme kort kan ikke legges ut to ganger.</translation>
    </message>
    <message>
        <source>Two figure cards cannot be put out together.</source>
        <translation>To figurkort kan ikke legges ut sammen.</translation>
    </message>
    <message>
        <source>Two object cards cannot be put out together (super-trumps count as objects).</source>
        <translation>To objektkort kan ikke legges ut sammen (supertrumfkort regnes som objektkort).</translation>
    </message>
    <message>
        <source>The guild draft is not finished: pick a guild first.</source>
        <translation>Valget av laug er ikke ferdig: velg et laug først.</translation>
    </message>
    <message>
        <source>You can only end a Play after placing at least one card.</source>
        <translation>Du kan bare avslutte Spille ut etter å ha lagt minst ett kort.</translation>
    </message>
    <message>
        <source>Discard a card first to activate elementals.</source>
        <translation>Kast et kort først for å aktivere elementarer.</translation>
    </message>
    <message>
        <source>There is no Activate action to stop.</source>
        <translation>Det er ingen Aktivere-handling å avslutte.</translation>
    </message>
    <message>
        <source>Activate at least one elemental.</source>
        <translation>Aktiver minst én elementar.</translation>
    </message>
    <message>
        <source>Check &amp; Draw is only allowed with fewer than {n} cards in hand.</source>
        <translation>Sjekke og trekke er bare lov med færre enn {n} kort på hånden.</translation>
    </message>
    <message>
        <source>That is not a Riftforce action.</source>
        <translation>Det er ikke en handling i Riftforce.</translation>
    </message>
    <message>
        <source>Finish the current action first: answer its question.</source>
        <translation>Gjør først ferdig handlingen som pågår: svar på spørsmålet.</translation>
    </message>
    <message>
        <source>That guild is not among those left to pick.</source>
        <translation>Det lauget er ikke blant dem som er igjen å velge.</translation>
    </message>
    <message>
        <source>Activate either by the card&apos;s guild or by its number.</source>
        <translation>Aktiver enten etter kortets laug eller etter tallet.</translation>
    </message>
    <message>
        <source>None of your elementals on the board has the number of that card.</source>
        <translation>Ingen av elementarene dine på bordet har tallet til det kortet.</translation>
    </message>
    <message>
        <source>None of your elementals on the board is of the guild of that card.</source>
        <translation>Ingen av elementarene dine på bordet tilhører lauget til det kortet.</translation>
    </message>
    <message>
        <source>That is not one of the highlighted choices.</source>
        <translation>Det er ikke et av de markerte valgene.</translation>
    </message>
    <message>
        <source>The guild draft is over.</source>
        <translation>Valget av laug er over.</translation>
    </message>
    <message>
        <source>Only your elementals with the discarded card&apos;s number can be activated.</source>
        <translation>Bare elementarene dine med tallet til det kastede kortet kan aktiveres.</translation>
    </message>
    <message>
        <source>Only your elementals of the discarded card&apos;s guild can be activated.</source>
        <translation>Bare elementarene dine i lauget til det kastede kortet kan aktiveres.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Det kortet er ikke på hånden din.</translation>
    </message>
    <message>
        <source>There is no location {location}.</source>
        <translation>Det finnes ikke noe sted {location}.</translation>
    </message>
    <message>
        <source>Cards played together must all share a guild or all share a number.</source>
        <translation>Kort som spilles sammen, må alle ha samme laug eller alle samme tall.</translation>
    </message>
    <message>
        <source>Cards played together go to one location or to consecutive locations.</source>
        <translation>Kort som spilles sammen, legges ved ett sted eller ved nabosteder på rad.</translation>
    </message>
    <message>
        <source>There is no such question to answer now.</source>
        <translation>Det er ikke noe slikt spørsmål å svare på nå.</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (fewer symbols).</source>
        <translation>Innstillingene i lagringsfilen er skadet (færre symboler).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (number of players).</source>
        <translation>Innstillingene i lagringsfilen er skadet (antall spillere).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (rules variant).</source>
        <translation>Innstillingene i lagringsfilen er skadet (regelvariant).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (rounds).</source>
        <translation>Innstillingene i lagringsfilen er skadet (runder).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (judging).</source>
        <translation>Innstillingene i lagringsfilen er skadet (bedømming).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (no repeats).</source>
        <translation>Innstillingene i lagringsfilen er skadet (ingen gjentagelser).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (answers needed).</source>
        <translation>Innstillingene i lagringsfilen er skadet (svar som trengs).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (card set).</source>
        <translation>Innstillingene i lagringsfilen er skadet (kortsett).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (answer language).</source>
        <translation>Innstillingene i lagringsfilen er skadet (svarspråk).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (fixed categories).</source>
        <translation>Innstillingene i lagringsfilen er skadet (faste kategorier).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (choice of guilds).</source>
        <translation>Innstillingene i lagringsfilen er skadet (valg av laug).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (who chooses a royal house first).</source>
        <translation>Innstillingene i lagringsfilen er skadet (hvem som velger kongehus først).</translation>
    </message>
    <message>
        <source>The computer&apos;s best players would play this.</source>
        <extracomment>Simulations a search must have spent on the action before its win estimate is shown.</extracomment>
        <translation>Datamaskinens beste spillere ville gjort dette.</translation>
    </message>
    <message>
        <source>The file is not a valid Ordet fanger card set.</source>
        <extracomment>Bounds of a set file (the shipped sets: about 300 KB, texts under 50 characters, at most 150 answers per card and language): far above real content, far below what hurts. Where the shipped sets live (a source checkout or an editable install).</extracomment>
        <translation>Filen er ikke en gyldig kortstokk for Ordet fanger.</translation>
    </message>
    <message>
        <source>Say “{word}”: it is an example of “{category}”.</source>
        <translation>Si «{word}»: det er et eksempel på «{category}».</translation>
    </message>
    <message>
        <source>Say “{word}” and “{second}”: both are examples of “{category}”.</source>
        <translation>Si «{word}» og «{second}»: begge er eksempler på «{category}».</translation>
    </message>
    <message>
        <source>Say “{word}”, “{second}” and “{third}”: all are examples of “{category}”.</source>
        <translation>Si «{word}», «{second}» og «{third}»: alle er eksempler på «{category}».</translation>
    </message>
    <message>
        <source>Draw a card: the draw piles are face down, so either pile is as good.</source>
        <translation>Trekk et kort: trekkebunkene ligger med baksiden opp, så begge bunkene er like gode.</translation>
    </message>
    <message>
        <source>Give up this duel: every example of “{category}” you could give has been said this round.</source>
        <translation>Gi opp duellen: alle eksempler på «{category}» du kunne gitt, er allerede sagt i denne runden.</translation>
    </message>
    <message>
        <source>Declare a tie: you both answered at the same time.</source>
        <translation>Erklær uavgjort: dere svarte begge samtidig.</translation>
    </message>
    <message>
        <source>Take {guild}: the strongest guild left in the pool.</source>
        <extracomment>Questions after which an action&apos;s own effect is over (the next card or elemental is a choice of its own, with a hint of its own).</extracomment>
        <translation>Ta {guild}: det sterkeste lauget som er igjen å velge.</translation>
    </message>
    <message>
        <source>Take {guild}: it is strong against the opponent&apos;s {foe}.</source>
        <translation>Ta {guild}: det er sterkt mot motstanderens {foe}.</translation>
    </message>
    <message>
        <source>Take {guild}: it goes best with your guilds and against the opponent&apos;s.</source>
        <translation>Ta {guild}: det passer best med laugene dine og mot motstanderens.</translation>
    </message>
    <message>
        <source>Play {card} at location {location}: it destroys {cards} and scores {score} Riftforce.</source>
        <translation>Spill ut {card} ved sted {location}: det ødelegger {cards} og gir {score} Riftforce.</translation>
    </message>
    <message>
        <source>Play {card} at location {location}: it deals {damage} damage to {cards}.</source>
        <translation>Spill ut {card} ved sted {location}: det gir {cards} {damage} skade.</translation>
    </message>
    <message>
        <source>Play {card} at location {location}: you then control it, a Riftforce at your next Check &amp; Draw.</source>
        <translation>Spill ut {card} ved sted {location}: da kontrollerer du det, én Riftforce ved neste Sjekke og trekke.</translation>
    </message>
    <message>
        <source>Play {card} at location {location}: it stops the opponent&apos;s {cards} from controlling it.</source>
        <translation>Spill ut {card} ved sted {location}: det hindrer motstanderens {cards} i å kontrollere det.</translation>
    </message>
    <message>
        <source>Play {card} at location {location}: it strengthens your line against {cards}.</source>
        <translation>Spill ut {card} ved sted {location}: det styrker rekken din mot {cards}.</translation>
    </message>
    <message>
        <source>Play {card} at location {location}: it strengthens your hold on it.</source>
        <translation>Spill ut {card} ved sted {location}: det styrker grepet ditt om det.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your {guild} elementals: they destroy {cards} and score {score} Riftforce.</source>
        <translation>Kast {card} for å aktivere elementarene dine i {guild}: de ødelegger {cards} og gir {score} Riftforce.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your elementals numbered {number}: they destroy {cards} and score {score} Riftforce.</source>
        <translation>Kast {card} for å aktivere elementarene dine med tallet {number}: de ødelegger {cards} og gir {score} Riftforce.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your {guild} elementals: they deal {damage} damage to {cards}.</source>
        <translation>Kast {card} for å aktivere elementarene dine i {guild}: de gir {cards} {damage} skade.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your elementals numbered {number}: they deal {damage} damage to {cards}.</source>
        <translation>Kast {card} for å aktivere elementarene dine med tallet {number}: de gir {cards} {damage} skade.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your {guild} elementals: they take control of {places}.</source>
        <translation>Kast {card} for å aktivere elementarene dine i {guild}: de tar kontroll over {places}.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your elementals numbered {number}: they take control of {places}.</source>
        <translation>Kast {card} for å aktivere elementarene dine med tallet {number}: de tar kontroll over {places}.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your {guild} elementals: they heal {damage} damage.</source>
        <translation>Kast {card} for å aktivere elementarene dine i {guild}: de helbreder {damage} skade.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your elementals numbered {number}: they heal {damage} damage.</source>
        <translation>Kast {card} for å aktivere elementarene dine med tallet {number}: de helbreder {damage} skade.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your {guild} elementals: nothing else you can do now gains more.</source>
        <translation>Kast {card} for å aktivere elementarene dine i {guild}: ingenting annet du kan gjøre nå, gir mer.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your elementals numbered {number}: nothing else you can do now gains more.</source>
        <translation>Kast {card} for å aktivere elementarene dine med tallet {number}: ingenting annet du kan gjøre nå, gir mer.</translation>
    </message>
    <message>
        <source>Activate {card}: it destroys {cards} and scores {score} Riftforce.</source>
        <translation>Aktiver {card}: den ødelegger {cards} og gir {score} Riftforce.</translation>
    </message>
    <message>
        <source>Activate {card}: it deals {damage} damage to {cards}.</source>
        <translation>Aktiver {card}: den gir {cards} {damage} skade.</translation>
    </message>
    <message>
        <source>Activate {card}: it takes control of {places}.</source>
        <translation>Aktiver {card}: den tar kontroll over {places}.</translation>
    </message>
    <message>
        <source>Activate {card}: it heals {damage} damage.</source>
        <translation>Aktiver {card}: den helbreder {damage} skade.</translation>
    </message>
    <message>
        <source>Activate {card}: none of your other elementals does more now.</source>
        <translation>Aktiver {card}: ingen av de andre elementarene dine gjør mer nå.</translation>
    </message>
    <message>
        <source>Choose location {location}: that destroys {cards} and scores {score} Riftforce.</source>
        <translation>Velg sted {location}: det ødelegger {cards} og gir {score} Riftforce.</translation>
    </message>
    <message>
        <source>Choose location {location}: that deals {damage} damage to {cards}.</source>
        <translation>Velg sted {location}: det gir {cards} {damage} skade.</translation>
    </message>
    <message>
        <source>Choose location {location}: you take control of {places}.</source>
        <translation>Velg sted {location}: du tar kontroll over {places}.</translation>
    </message>
    <message>
        <source>Choose location {location}: the best place for {card}.</source>
        <translation>Velg sted {location}: det beste stedet for {card}.</translation>
    </message>
    <message>
        <source>Choose location {location}: the best place for this ability.</source>
        <translation>Velg sted {location}: det beste stedet for denne evnen.</translation>
    </message>
    <message>
        <source>Choose {card}: it is destroyed, and you score {score} Riftforce.</source>
        <translation>Velg {card}: den blir ødelagt, og du får {score} Riftforce.</translation>
    </message>
    <message>
        <source>Choose {card}: it takes {damage} damage.</source>
        <translation>Velg {card}: den får {damage} skade.</translation>
    </message>
    <message>
        <source>Choose {card}: it is healed of {damage} damage.</source>
        <translation>Velg {card}: den blir helbredet for {damage} skade.</translation>
    </message>
    <message>
        <source>Choose {card}: the best target for {elemental}.</source>
        <translation>Velg {card}: det beste målet for {elemental}.</translation>
    </message>
    <message>
        <source>Choose {card}: the best target for this ability.</source>
        <translation>Velg {card}: det beste målet for denne evnen.</translation>
    </message>
    <message>
        <source>Check &amp; Draw: you control location {location}.</source>
        <translation>Sjekke og trekke: du kontrollerer sted {location}.</translation>
    </message>
    <message>
        <source>Check &amp; Draw: you control locations {locations}.</source>
        <translation>Sjekke og trekke: du kontrollerer stedene {locations}.</translation>
    </message>
    <message>
        <source>Check &amp; Draw: you control no location, but you draw back up to {number} cards.</source>
        <translation>Sjekke og trekke: du kontrollerer ikke noe sted, men du trekker opp til {number} kort igjen.</translation>
    </message>
    <message>
        <source>End your play: your other cards are worth more on a later turn.</source>
        <translation>Avslutt utspillet: de andre kortene dine er verdt mer i en senere tur.</translation>
    </message>
    <message>
        <source>Stop activating: your other elementals would gain nothing now.</source>
        <translation>Slutt å aktivere: de andre elementarene dine ville ikke vunnet noe nå.</translation>
    </message>
    <message>
        <source>Attack {target} with {cards}: that surely defeats it.</source>
        <extracomment>Dice samples behind a hint&apos;s kill chance and expected damage.</extracomment>
        <translation>Angrip {target} med {cards}: det beseirer det helt sikkert.</translation>
    </message>
    <message>
        <source>Attack {target} with {cards}: that will most likely defeat it ({number} % chance).</source>
        <translation>Angrip {target} med {cards}: det beseirer det sannsynligvis ({number} % sjanse).</translation>
    </message>
    <message>
        <source>Attack {target} with {cards}: a {number} % chance to defeat it, and about {damage} damage if not.</source>
        <translation>Angrip {target} med {cards}: {number} % sjanse til å beseire det, og ellers omtrent {damage} skade.</translation>
    </message>
    <message>
        <source>Attack {target} with {cards}: about {damage} damage leaves it about {left} points.</source>
        <translation>Angrip {target} med {cards}: omtrent {damage} skade etterlater det med omtrent {left} poeng.</translation>
    </message>
    <message>
        <source>Attack {target} with {cards}: {damage} damage leaves it {left} points.</source>
        <translation>Angrip {target} med {cards}: {damage} skade etterlater det med {left} poeng.</translation>
    </message>
    <message>
        <source>Put {card} in front as your Active card: a hero there shields your royal house.</source>
        <translation>Sett {card} som ditt aktive kort: en helt der beskytter kongehuset ditt.</translation>
    </message>
    <message>
        <source>Put {card} in front as your Active card: with {number} points it is the toughest you have.</source>
        <translation>Sett {card} som ditt aktive kort: med {number} poeng er det det sterkeste du har.</translation>
    </message>
    <message>
        <source>Put {card} in front as your Active card: it has {number} points to take the attacks.</source>
        <translation>Sett {card} som ditt aktive kort: det har {number} poeng til å ta imot angrepene.</translation>
    </message>
    <message>
        <source>Exchange {cards}: cards of that suit may not attack {target} and heal none of yours.</source>
        <translation>Bytt {cards}: kort i den fargen kan ikke angripe {target} og helbreder ingen av dine.</translation>
    </message>
    <message>
        <source>Exchange {cards}: such low cards do little damage, and new ones will do more.</source>
        <translation>Bytt {cards}: så lave kort gjør lite skade, og nye gjør mer.</translation>
    </message>
    <message>
        <source>Exchange {cards}: nothing needs them now, and you draw as many new cards.</source>
        <translation>Bytt {cards}: de trengs ikke nå, og du trekker like mange nye kort.</translation>
    </message>
    <message>
        <source>Heal {target} with {card}: it has only {left} of its {number} points left.</source>
        <translation>Helbred {target} med {card}: det har bare {left} av sine {number} poeng igjen.</translation>
    </message>
    <message>
        <source>Remove nothing: every damage on {card} is larger than the heal.</source>
        <translation>Fjern ingenting: hver skade på {card} er større enn helbredelsen.</translation>
    </message>
    <message>
        <source>Remove {number} damage from {card}: the most this heal can take away.</source>
        <translation>Fjern {number} skade fra {card}: det meste denne helbredelsen kan fjerne.</translation>
    </message>
    <message>
        <source>Remove {number} damage from {card}: this heal allows up to {most}.</source>
        <translation>Fjern {number} skade fra {card}: denne helbredelsen tillater opptil {most}.</translation>
    </message>
    <message>
        <source>End the heal: the card has no damage left.</source>
        <translation>Avslutt helbredelsen: kortet har ingen skade igjen.</translation>
    </message>
    <message>
        <source>End the heal: none of your number cards of its suit can remove the damage left on {card}.</source>
        <translation>Avslutt helbredelsen: ingen av tallkortene dine i fargen kan fjerne skaden som er igjen på {card}.</translation>
    </message>
    <message>
        <source>End the heal: {card} has {left} points left, keep your other cards for attacks.</source>
        <translation>Avslutt helbredelsen: {card} har {left} poeng igjen, spar de andre kortene dine til angrep.</translation>
    </message>
    <message>
        <source>Retreat {active} and put {card} in front: the hero shields your royal house.</source>
        <translation>Trekk {active} tilbake og sett {card} fremst: helten beskytter kongehuset ditt.</translation>
    </message>
    <message>
        <source>Retreat {active} and put {card} in front: {active} has only {left} points left.</source>
        <translation>Trekk {active} tilbake og sett {card} fremst: {active} har bare {left} poeng igjen.</translation>
    </message>
    <message>
        <source>Retreat {active} and put {card} in front: {card} takes the attacks while {active} waits in the Infirmary.</source>
        <translation>Trekk {active} tilbake og sett {card} fremst: {card} tar imot angrepene mens {active} venter i sykestuen.</translation>
    </message>
    <message>
        <source>Choose the house of {suit}: the four houses are equally strong, so any of them will do.</source>
        <translation>Velg {suit} som kongehus: de fire kongehusene er like sterke, så hvilket som helst duger.</translation>
    </message>
    <message>
        <source>Pass: you have no card to attack, heal or exchange with.</source>
        <translation>Pass: du har ingen kort å angripe, helbrede eller bytte med.</translation>
    </message>
    <message>
        <source>Pass: every other move would only weaken you.</source>
        <translation>Pass: alle andre trekk ville bare svekke deg.</translation>
    </message>
    <message>
        <source>Name {prop}: your super-trump {card} wins the round whatever is named.</source>
        <translation>Velg {prop}: supertrumfkortet ditt {card} vinner runden uansett hvilken egenskap som velges.</translation>
    </message>
    <message>
        <source>Name {prop}: your {card} has {value}, the most that is left.</source>
        <translation>Velg {prop}: din {card} har {value}, mest av det som er igjen.</translation>
    </message>
    <message>
        <source>Name {prop}: your {card} has {value}, more than {number} % of the cards you have not seen.</source>
        <translation>Velg {prop}: din {card} har {value}, mer enn {number} % av kortene du ikke har sett.</translation>
    </message>
    <message>
        <source>Name {prop}: your {card} and {object} make {value}, the most that is left.</source>
        <translation>Velg {prop}: din {card} og {object} gir {value}, mest av det som er igjen.</translation>
    </message>
    <message>
        <source>Name {prop}: your {card} and {object} make {value}, more than {number} % of the cards you have not seen.</source>
        <translation>Velg {prop}: din {card} og {object} gir {value}, mer enn {number} % av kortene du ikke har sett.</translation>
    </message>
    <message>
        <source>Put out {card} with the super-trump {trump}: a super-trump wins the round unless another one comes out.</source>
        <translation>Legg ut {card} med supertrumfkortet {trump}: et supertrumfkort vinner runden med mindre et til legges ut.</translation>
    </message>
    <message>
        <source>Put out the super-trump {card}: it wins the round unless another super-trump comes out.</source>
        <translation>Legg ut supertrumfkortet {card}: det vinner runden med mindre et annet supertrumfkort legges ut.</translation>
    </message>
    <message>
        <source>Put out {card}: none of your cards is likely to win this round, so give away the weakest.</source>
        <translation>Legg ut {card}: ingen av kortene dine vinner sannsynligvis denne runden, så gi bort det svakeste.</translation>
    </message>
    <message>
        <source>Put out {card}: its {value} in {prop} is weak, so your better cards stay for later rounds.</source>
        <translation>Legg ut {card}: {value} i {prop} er svakt, så de bedre kortene dine spares til senere runder.</translation>
    </message>
    <message>
        <source>Put out {card}: its {value} in {prop} is the most that is left.</source>
        <translation>Legg ut {card}: {value} i {prop} er mest av det som er igjen.</translation>
    </message>
    <message>
        <source>Put out {card}: its {value} in {prop} beats {number} % of the cards you have not seen.</source>
        <translation>Legg ut {card}: {value} i {prop} slår {number} % av kortene du ikke har sett.</translation>
    </message>
    <message>
        <source>Put out {card} and {object}: together {value} in {prop}, the most that is left.</source>
        <translation>Legg ut {card} og {object}: til sammen {value} i {prop}, mest av det som er igjen.</translation>
    </message>
    <message>
        <source>Put out {card} and {object}: together {value} in {prop}, more than {number} % of the cards you have not seen.</source>
        <translation>Legg ut {card} og {object}: til sammen {value} i {prop}, mer enn {number} % av kortene du ikke har sett.</translation>
    </message>
    <message>
        <source>Keep this hand: it holds the super-trump {card}.</source>
        <translation>Behold denne hånden: den har supertrumfkortet {card}.</translation>
    </message>
    <message>
        <source>Discard and draw again: your best card, {card} with {value} in {prop}, beats only {number} % of the cards you have not seen.</source>
        <translation>Kast og trekk nye: det beste kortet ditt, {card} med {value} i {prop}, slår bare {number} % av kortene du ikke har sett.</translation>
    </message>
    <message>
        <source>Keep this hand: your {card} has {value} in {prop}, more than {number} % of the cards you have not seen.</source>
        <translation>Behold denne hånden: din {card} har {value} i {prop}, mer enn {number} % av kortene du ikke har sett.</translation>
    </message>
    <message>
        <source>Your last move is on its way to the host.</source>
        <translation>Det siste trekket ditt er på vei til verten.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Det er ikke din tur.</translation>
    </message>
    <message>
        <source>The game starts when everyone has joined.</source>
        <extracomment>the choices of how long a table waits for a lost guest (seconds), two minutes the default the port a host listens on first (so a reopened game is found at the same address)</extracomment>
        <translation>Spillet begynner når alle har blitt med.</translation>
    </message>
</context>
<context>
    <name>properties</name>
    <message>
        <source>Strength</source>
        <extracomment>Property ids in the deck&apos;s column order; stable, used in actions and saves. English display names (translation sources) of the properties.</extracomment>
        <translation>Styrke</translation>
    </message>
    <message>
        <source>Physique</source>
        <translation>Fysikk</translation>
    </message>
    <message>
        <source>Magic</source>
        <translation>Magi</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>Intelligens</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Hurtighet</translation>
    </message>
</context>
<context>
    <name>riftforce</name>
    <message>
        <source>Fire</source>
        <extracomment>guild colours: distinct hues and lightness steps; the icon carries the distinction too the colour-safe theme&apos;s guild colours, searched for the largest smallest CIEDE2000 distance of any pair under protanopia, deuteranopia and tritanopia (18; the classic colours fall to 1.5, Water and Thunderbolt) while each stays near its guild&apos;s hue and bright white text stays legible on it; the pairs under 20 tell apart by the icon (``tests/ui/test_colour_safe.py``)</extracomment>
        <translation>Ild</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Vann</translation>
    </message>
    <message>
        <source>Ice</source>
        <translation>Is</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Lys</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>Luft</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>Jord</translation>
    </message>
    <message>
        <source>Plant</source>
        <translation>Plante</translation>
    </message>
    <message>
        <source>Thunderbolt</source>
        <translation>Lyn</translation>
    </message>
    <message>
        <source>Shadow</source>
        <translation>Skygge</translation>
    </message>
    <message>
        <source>Crystal</source>
        <translation>Krystall</translation>
    </message>
    <message>
        <source>3 damage to the first enemy here. Then 1 damage to your elemental directly behind this Fire.</source>
        <translation>3 skade på første fiende her. Deretter 1 skade på din elementar rett bak denne Ilden.</translation>
    </message>
    <message>
        <source>2 damage to the first enemy here. Move this Water to an adjacent location, then 1 damage to the first enemy there.</source>
        <translation>2 skade på første fiende her. Flytt dette Vannet til et nabosted, deretter 1 skade på første fiende der.</translation>
    </message>
    <message>
        <source>The last enemy here takes 4 damage if it is already damaged, otherwise 1.</source>
        <translation>Siste fiende her får 4 skade hvis den allerede er skadet, ellers 1.</translation>
    </message>
    <message>
        <source>2 damage to the first enemy here. Then remove 1 damage from this Light or any of your elementals.</source>
        <translation>2 skade på første fiende her. Fjern deretter 1 skade fra dette Lyset eller fra en hvilken som helst av elementarene dine.</translation>
    </message>
    <message>
        <source>Move this Air to any other location. 1 damage to the first enemy there and at each adjacent location.</source>
        <translation>Flytt denne Luften til et hvilket som helst annet sted. 1 skade på første fiende der og ved hvert nabosted.</translation>
    </message>
    <message>
        <source>When played: 1 damage to each enemy here. Activated: 2 damage to the first enemy here.</source>
        <translation>Når den spilles ut: 1 skade på hver fiende her. Når den aktiveres: 2 skade på første fiende her.</translation>
    </message>
    <message>
        <source>Choose an adjacent location: 2 damage to the first enemy there, then pull it to this Plant&apos;s location.</source>
        <translation>Velg et nabosted: 2 skade på første fiende der, og trekk den så til stedet til denne Planten.</translation>
    </message>
    <message>
        <source>2 damage to any enemy here. If that destroys it, once more to another enemy here.</source>
        <translation>2 skade på en hvilken som helst fiende her. Blir den ødelagt, én gang til på en annen fiende her.</translation>
    </message>
    <message>
        <source>Move this Shadow to any other location. 1 damage to the first enemy there; if that destroys it, gain 1 extra Riftforce.</source>
        <translation>Flytt denne Skyggen til et hvilket som helst annet sted. 1 skade på første fiende der; blir den ødelagt, får du 1 ekstra Riftforce.</translation>
    </message>
    <message>
        <source>4 damage to the first enemy here. When this Crystal is destroyed, the opponent gains 1 extra Riftforce.</source>
        <translation>4 skade på første fiende her. Når denne Krystallen blir ødelagt, får motstanderen 1 ekstra Riftforce.</translation>
    </message>
    <message>
        <source>3 to the first enemy, 1 to yours behind</source>
        <extracomment>a few words per guild for the reference rows when the window is too small for the whole ability text at a readable size (the full text is in the row&apos;s tooltip)</extracomment>
        <translation>3 på første fiende, 1 på din bak</translation>
    </message>
    <message>
        <source>2 here, move next door, 1 there</source>
        <translation>2 her, flytt til nabostedet, 1 der</translation>
    </message>
    <message>
        <source>Last enemy: 4 if damaged, else 1</source>
        <translation>Siste fiende: 4 hvis skadet, ellers 1</translation>
    </message>
    <message>
        <source>2 to the first enemy, heal 1 of yours</source>
        <translation>2 på første fiende, helbred 1 hos deg</translation>
    </message>
    <message>
        <source>Move anywhere, 1 there and next door</source>
        <translation>Flytt hvor som helst, 1 der og ved siden av</translation>
    </message>
    <message>
        <source>Played: 1 to each enemy; activated: 2</source>
        <translation>Spilt ut: 1 på hver fiende; aktivert: 2</translation>
    </message>
    <message>
        <source>2 to an enemy next door, pull it here</source>
        <translation>2 på en fiende ved siden av, trekk den hit</translation>
    </message>
    <message>
        <source>2 to any enemy here; kill: once more</source>
        <translation>2 på en fiende her; ødelagt: én gang til</translation>
    </message>
    <message>
        <source>Move anywhere, 1 there; kill: +1 Riftforce</source>
        <translation>Flytt hvor som helst, 1 der; ødelagt: +1 Riftforce</translation>
    </message>
    <message>
        <source>4 to the first enemy; dies: foe +1 Riftforce</source>
        <translation>4 på første fiende; ødelagt: motstander +1 Riftforce</translation>
    </message>
    <message>
        <source>Game over.</source>
        <extracomment>the keyboard focus: an index into the hand, or into the highlighted elementals when one must be chosen (``choice_items``) hand cards selected for a Play, in the order they were selected a hand card dropped on the discard pile whose mode (guild/number) is still open what gestures and keys mean the rising damage numbers&apos; own clock: the next step of an action, which finishes the cards&apos; movements, does not cut them off half-way a draft pick names its guild: the pool&apos;s cards are guilds</extracomment>
        <translation>Spillet er over.</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>Venter på {name}.</translation>
    </message>
    <message>
        <source>{name}: pick a guild (click a summoner, drag it to your guilds, or press its number).</source>
        <translation>{name}: velg et laug (klikk på et påkallerkort, dra det til laugene dine eller trykk nummeret).</translation>
    </message>
    <message>
        <source>{name}: {what}</source>
        <translation>{name}: {what}</translation>
    </message>
    <message>
        <source>Tie-break: {a} and then {b} take one more action each; the game ends after a pair that leaves the scores different.</source>
        <translation>Uavgjort: {a} og deretter {b} gjør én handling til hver; spillet slutter etter et par som gjør poengene ulike.</translation>
    </message>
    <message>
        <source>12 Riftforce reached: {name} takes the last action of the round, then the higher score wins.</source>
        <translation>12 Riftforce nådd: {name} gjør rundens siste handling, deretter vinner den med flest poeng.</translation>
    </message>
    <message>
        <source>Draw: no cards are left and nothing can change any more ({a}: {x}, {b}: {y}).</source>
        <translation>Uavgjort: det er ingen kort igjen, og ingenting kan endre seg lenger ({a}: {x}, {b}: {y}).</translation>
    </message>
    <message>
        <source>Summoner</source>
        <translation>Påkallerkort</translation>
    </message>
    <message>
        <source>4 × 5 · 3 × 6 · 2 × 7</source>
        <translation>4 × 5 · 3 × 6 · 2 × 7</translation>
    </message>
    <message>
        <source>starts</source>
        <translation>begynner</translation>
    </message>
    <message>
        <source>{score} Riftforce · {hand} in hand</source>
        <translation>{score} Riftforce · {hand} på hånden</translation>
    </message>
    <message>
        <source>Keys: ←/→ choose a hand card (or a highlighted elemental), Space selects it, 1–5 plays the selection at a location (or answers a location question), A activates with the selected card, G/N choose guild or number, C is Check &amp; Draw, Enter ends the action, Esc clears; in the draft 1–9 and 0 pick a guild.</source>
        <translation>Taster: ←/→ velger et kort på hånden (eller en markert elementar), mellomrom merker det, 1–5 spiller ut det som er merket ved et sted (eller svarer på et spørsmål om sted), A aktiverer med det merkede kortet, G/N velger laug eller tall, C er Sjekke og trekke, Enter avslutter handlingen, Esc fjerner valget; under valg av laug velger 1–9 og 0 et laug.</translation>
    </message>
    <message>
        <source>Tie-break: one more action each until the scores differ.</source>
        <translation>Uavgjort: én handling til hver til poengene er ulike.</translation>
    </message>
    <message>
        <source>12 Riftforce reached: {name} takes the last action.</source>
        <translation>12 Riftforce nådd: {name} gjør den siste handlingen.</translation>
    </message>
    <message>
        <source>Ends in the round someone reaches 12 ({name} acts last).</source>
        <translation>Slutter i runden der noen når 12 ({name} handler sist).</translation>
    </message>
    <message>
        <source>The game ends after the round in which someone reaches 12 ({name} acts last); a tie plays on.</source>
        <translation>Spillet slutter etter runden der noen når 12 ({name} handler sist); ved uavgjort spilles det videre.</translation>
    </message>
    <message>
        <source>Damage: {d} of {n}</source>
        <translation>Skade: {d} av {n}</translation>
    </message>
    <message>
        <source>Dealt</source>
        <translation>Utdelt</translation>
    </message>
    <message>
        <source>Deck</source>
        <extracomment>the seats&apos; names, by seat the seat drawn below the Rift the seat to move (``None``: nobody, the game is over) the seat whose view this is (``None``: a spectator&apos;s) the person at the screen is to act the game is over the discarded card whose guild/number activation is still open the last Check &amp; Draw&apos;s scorer and the locations that scored (until the scorer&apos;s next turn) the first line of the result, once the game is over 0 the bottom seat, 1 the top seat, ``None`` nobody (both or neither have elementals) the tooltip&apos;s text (the painter makes it a plain-text tooltip) 0 / 1 (bottom / top) when the last Check &amp; Draw scored here, else ``None`` (title, text, highlighted) the buttons under the panel, in order: some of &quot;guild&quot;, &quot;number&quot;, &quot;cancel&quot;, &quot;end&quot; the buttons&apos; words, by key (the guild and number ones only while asked) Check &amp; Draw: its words, allowed now, and the note on why not (too many cards) zone name → (label, count text) for the piles, the guilds and the draft&apos;s places each seat&apos;s guild rows (up to four guilds), shown only after the draft the two seat marks (bottom, top) beside the track and on the Rift the score track: (bottom&apos;s score, top&apos;s score, title) the draft&apos;s banner (title, line, highlighted); ``None`` after the draft (seat, location) → its look the pile and guild zones that take a drop or a click now (``discard&lt;seat&gt;``, ``summ&lt;seat&gt;``) the hint on the viewer&apos;s discard pile while it takes a discard (else it keeps its own)</extracomment>
        <translation>Trekkbunke</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kastebunke</translation>
    </message>
    <message>
        <source>{name}&apos;s guilds</source>
        <translation>{name}: laug</translation>
    </message>
    <message>
        <source>Summoners to pick from</source>
        <translation>Påkallerkort å velge mellom</translation>
    </message>
    <message>
        <source>Set aside (unseen)</source>
        <translation>Lagt bort (usett)</translation>
    </message>
    <message>
        <source>Riftforce</source>
        <translation>Riftforce</translation>
    </message>
    <message>
        <source>Location {n}: controlled by {name} (worth 1 Riftforce at their Check &amp; Draw)</source>
        <translation>Sted {n}: kontrolleres av {name} (gir 1 Riftforce når spilleren gjør Sjekke og trekke)</translation>
    </message>
    <message>
        <source>Hover a card or guild for details; keys: Help → Controls, or press ?</source>
        <translation>Hold musepekeren over et kort eller laug for detaljer; taster: Hjelp → Styring, eller trykk ?</translation>
    </message>
    <message>
        <source>Drop cards here</source>
        <translation>Slipp kort her</translation>
    </message>
    <message>
        <source>Discard here to activate</source>
        <translation>Kast her for å aktivere</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spillet er over</translation>
    </message>
    <message>
        <source>Guild: {guild}</source>
        <translation>Laug: {guild}</translation>
    </message>
    <message>
        <source>Number: {n}</source>
        <translation>Tall: {n}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>End play</source>
        <translation>Avslutt utspillet</translation>
    </message>
    <message>
        <source>End activation</source>
        <translation>Avslutt aktiveringen</translation>
    </message>
    <message>
        <source>Check &amp; Draw</source>
        <translation>Sjekke og trekke</translation>
    </message>
    <message>
        <source>Guild draft · {n} of {total} guilds chosen</source>
        <translation>Valg av laug · {n} av {total} laug valgt</translation>
    </message>
    <message>
        <source>Your pick, {name}</source>
        <translation>Din tur til å velge, {name}</translation>
    </message>
    <message>
        <source>{name} picks</source>
        <translation>{name} velger</translation>
    </message>
    <message>
        <source>Pick a guild first: click a summoner or drag it to your guilds.</source>
        <extracomment>hand cards selected for a Play, in the order they were selected a hand card dropped on the discard pile whose mode (guild/number) is still open the table&apos;s answers to gestures (``unusable`` names why a card cannot be used) the card whose last click submitted an action: the double-click that click began must not act a second time</extracomment>
        <translation>Velg et laug først: klikk på et påkallerkort eller dra det til laugene dine.</translation>
    </message>
    <message>
        <source>Select 1–3 cards sharing a guild or a number first.</source>
        <translation>Merk først 1–3 kort med samme laug eller samme tall.</translation>
    </message>
    <message>
        <source>At most 3 cards per Play.</source>
        <translation>Høyst 3 kort per utspill.</translation>
    </message>
    <message>
        <source>Check &amp; Draw is not possible now.</source>
        <translation>Sjekke og trekke er ikke mulig nå.</translation>
    </message>
    <message>
        <source>That elemental shares neither the guild nor the number of the discarded card.</source>
        <translation>Den elementaren har verken samme laug eller samme tall som det kastede kortet.</translation>
    </message>
    <message>
        <source>That elemental shares both guild and number: choose with the buttons.</source>
        <translation>Den elementaren har både samme laug og samme tall: velg med knappene.</translation>
    </message>
    <message>
        <source>Click one of the highlighted choices.</source>
        <translation>Klikk på et av de markerte valgene.</translation>
    </message>
    <message>
        <source>Drop the summoner on your guilds, or click it.</source>
        <translation>Slipp påkallerkortet på laugene dine, eller klikk på det.</translation>
    </message>
    <message>
        <source>Play cards on your own side of the Rift.</source>
        <translation>Spill ut kort på din egen side av Riften.</translation>
    </message>
    <message>
        <source>Discard exactly one card to activate.</source>
        <translation>Kast nøyaktig ett kort for å aktivere.</translation>
    </message>
    <message>
        <source>Drop cards on a location of your side, or one card on your discard pile.</source>
        <translation>Slipp kort ved et sted på din side, eller ett kort på kastebunken din.</translation>
    </message>
    <message>
        <source>{guild} {number}</source>
        <translation>{guild} {number}</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} og {last}</translation>
    </message>
    <message>
        <source>location {n}</source>
        <translation>sted {n}</translation>
    </message>
    <message>
        <source>activate by guild ({guild}) or by number ({number})?</source>
        <translation>aktivere etter laug ({guild}) eller etter tall ({number})?</translation>
    </message>
    <message>
        <source>play cards, activate elementals, or Check &amp; Draw.</source>
        <translation>spill ut kort, aktiver elementarer eller Sjekke og trekke.</translation>
    </message>
    <message>
        <source>Activate: guild or number?</source>
        <translation>Aktivere: laug eller tall?</translation>
    </message>
    <message>
        <source>You discard {card}. Activate elementals of the same guild ({guild}) or of the same number ({number}): click a highlighted elemental or a button below.</source>
        <translation>Du kaster {card}. Aktiver elementarer med samme laug ({guild}) eller samme tall ({number}): klikk på en markert elementar eller en knapp nedenfor.</translation>
    </message>
    <message>
        <source>Your action</source>
        <translation>Din handling</translation>
    </message>
    <message>
        <source>Play: drag 1–3 cards sharing a guild or a number to a location. Activate: drag a card to your discard pile. Or Check &amp; Draw.</source>
        <translation>Spille ut: dra 1–3 kort med samme laug eller samme tall til et sted. Aktivere: dra et kort til kastebunken din. Eller Sjekke og trekke.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spill ut</translation>
    </message>
    <message>
        <source>Add a card sharing the guild or number to a highlighted location, or click “End play” (Enter).</source>
        <translation>Legg til et kort med samme laug eller tall ved et markert sted, eller klikk på «Avslutt utspillet» (Enter).</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>Aktiver</translation>
    </message>
    <message>
        <source>Click the elemental to activate first (highlighted).</source>
        <translation>Klikk først på elementaren som skal aktiveres (markert).</translation>
    </message>
    <message>
        <source>Choose the adjacent location to move to.</source>
        <translation>Velg nabostedet elementaren skal flytte til.</translation>
    </message>
    <message>
        <source>Choose any other location to move to.</source>
        <translation>Velg et hvilket som helst annet sted elementaren skal flytte til.</translation>
    </message>
    <message>
        <source>Choose the adjacent location whose first enemy takes 2 damage and is pulled here.</source>
        <translation>Velg nabostedet der første fiende får 2 skade og trekkes hit.</translation>
    </message>
    <message>
        <source>Choose one of your elementals to remove 1 damage from.</source>
        <translation>Velg en av elementarene dine som 1 skade skal fjernes fra.</translation>
    </message>
    <message>
        <source>Choose the enemy here that takes 2 damage.</source>
        <translation>Velg fienden her som får 2 skade.</translation>
    </message>
    <message>
        <source>That destroyed it: choose another enemy here for 2 more damage.</source>
        <translation>Den ble ødelagt: velg en annen fiende her som får 2 skade til.</translation>
    </message>
    <message>
        <source>New game of Riftforce: {name} is dealt the {guild} guild, {other} the {other_guild} guild; {name} picks a guild first.</source>
        <extracomment>The log line of each kind of event, by its class (a kind without one is not logged).</extracomment>
        <translation>Nytt spill Riftforce: {name} får lauget {guild}, {other} lauget {other_guild}; {name} velger et laug først.</translation>
    </message>
    <message>
        <source>New game of Riftforce: {name} picks a guild first.</source>
        <translation>Nytt spill Riftforce: {name} velger et laug først.</translation>
    </message>
    <message>
        <source>{name} picks the {guild} guild.</source>
        <translation>{name} velger lauget {guild}.</translation>
    </message>
    <message>
        <source>Guilds drafted. Each player draws 7 cards; {name} starts.</source>
        <translation>Laugene er valgt. Hver spiller trekker 7 kort; {name} begynner.</translation>
    </message>
    <message>
        <source>{name} puts {card} from the draw pile at {location}.</source>
        <translation>{name} legger {card} fra trekkbunken ved {location}.</translation>
    </message>
    <message>
        <source>{name} plays {card} at {location}.</source>
        <translation>{name} spiller ut {card} ved {location}.</translation>
    </message>
    <message>
        <source>by guild</source>
        <translation>etter laug</translation>
    </message>
    <message>
        <source>by number</source>
        <translation>etter tall</translation>
    </message>
    <message>
        <source>{name} discards {card} to activate {by}.</source>
        <translation>{name} kaster {card} for å aktivere {by}.</translation>
    </message>
    <message>
        <source>{name} activates {card} at {location}.</source>
        <translation>{name} aktiverer {card} ved {location}.</translation>
    </message>
    <message>
        <source>{name}&apos;s {card} moves from {a} to {b}.</source>
        <translation>{card} til {name} flytter fra {a} til {b}.</translation>
    </message>
    <message>
        <source>{name}&apos;s {card} is destroyed.</source>
        <translation>{card} til {name} blir ødelagt.</translation>
    </message>
    <message>
        <source>for a destroyed elemental</source>
        <translation>for en ødelagt elementar</translation>
    </message>
    <message>
        <source>for the Crystal</source>
        <translation>for Krystallen</translation>
    </message>
    <message>
        <source>for the Shadow</source>
        <translation>for Skyggen</translation>
    </message>
    <message>
        <source>for controlled locations</source>
        <translation>for kontrollerte steder</translation>
    </message>
    <message>
        <source>{name} checks and draws: controls no location.</source>
        <translation>Sjekke og trekke: {name} kontrollerer ingen steder.</translation>
    </message>
    <message>
        <source>{name} shuffles the discard pile into a new draw pile.</source>
        <translation>{name} stokker kastebunken til en ny trekkbunke.</translation>
    </message>
    <message>
        <source>Tie at 12 or more Riftforce: both play one more action each until the scores differ.</source>
        <translation>Likt ved 12 Riftforce eller mer: begge gjør én handling til hver, til poengene er ulike.</translation>
    </message>
</context>
</TS>
