<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE" sourcelanguage="en_GB">
<context>
    <name>Announcer</name>
    <message>
        <source>&amp;Accessibility</source>
        <extracomment>where the choice is kept events whose lines are details — said at ``full`` only (cards drawn, a pile reshuffled) events whose line says whose turn it is: the announcer says it its own way instead (&quot;Your turn.&quot; to the person at the screen) (text, what): &quot;move&quot; for a move, &quot;undo&quot; for moves taken back, &quot;read&quot; for a read-aloud key&apos;s answer, &quot;buzz&quot; for a buzzer pressed in an Ordet fanger duel the running game&apos;s move announcements: (action index (0: the deal), what was said, the move alone), in order; a new game starts it again, an undo cuts it back Settings → Accessibility (other accessibility settings may join it)</extracomment>
        <translation>&amp;Tillgänglighet</translation>
    </message>
    <message>
        <source>Announce moves &amp;briefly</source>
        <translation>Läs upp drag &amp;kortfattat</translation>
    </message>
    <message>
        <source>Announce moves with their &amp;results</source>
        <translation>Läs upp drag med &amp;resultat</translation>
    </message>
    <message>
        <source>Announce moves in &amp;full</source>
        <translation>Läs upp drag &amp;fullständigt</translation>
    </message>
    <message>
        <source>A screen reader hears each move</source>
        <translation>En skärmläsare läser upp varje drag</translation>
    </message>
    <message>
        <source>A screen reader hears each move, what came of it (damage, dice, who won) and whose turn it is</source>
        <translation>En skärmläsare läser upp varje drag, vad det ledde till (skada, tärningar, vem som vann) och vem som står på tur</translation>
    </message>
    <message>
        <source>A screen reader hears everything the game log says, and what you can do on your turn</source>
        <translation>En skärmläsare läser upp allt som står i spelloggen och vad du kan göra när det är din tur</translation>
    </message>
    <message>
        <source>{name} buzzes.</source>
        <translation>{name} trycker på summern.</translation>
    </message>
    <message>
        <source>{name} has moved.</source>
        <translation>{name} har gjort sitt drag.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Din tur.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>{name} är på tur.</translation>
    </message>
</context>
<context>
    <name>AnswerBar</name>
    <message>
        <source>Answer ↵</source>
        <translation>Svara ↵</translation>
    </message>
    <message>
        <source>Give up (Esc)</source>
        <translation>Ge upp (Esc)</translation>
    </message>
    <message>
        <source>Yes ({key})</source>
        <translation>Ja ({key})</translation>
    </message>
    <message>
        <source>No (N)</source>
        <translation>Nej (N)</translation>
    </message>
    <message>
        <source>Tie (T)</source>
        <translation>Oavgjort (T)</translation>
    </message>
    <message>
        <source>Nobody knows (Esc)</source>
        <translation>Ingen vet (Esc)</translation>
    </message>
    <message>
        <source>Your answer, then Enter</source>
        <translation>Ditt svar, sedan Enter</translation>
    </message>
</context>
<context>
    <name>ControlsDialog</name>
    <message>
        <source>Controls: {game}</source>
        <translation>Styrning: {game}</translation>
    </message>
    <message>
        <source>What you can do at the {game} table:</source>
        <translation>Det här kan du göra vid bordet i {game}:</translation>
    </message>
    <message>
        <source>You do</source>
        <translation>Du gör</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>Det här händer</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>Go from your hand to the cards you can choose and the buttons on the table; Enter or Space then does what a click does</source>
        <translation>Gå från handen till korten du kan välja och knapparna på bordet; Enter eller mellanslag gör sedan samma sak som ett klick</translation>
    </message>
    <message>
        <source>Click anywhere</source>
        <translation>Klicka var som helst</translation>
    </message>
    <message>
        <source>Close the note that says why a move was refused</source>
        <translation>Stäng meddelandet som säger varför ett drag inte godtogs</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>This page</source>
        <translation>Den här sidan</translation>
    </message>
    <message>
        <source>View → Full screen</source>
        <translation>Visa → Helskärm</translation>
    </message>
    <message>
        <source>The table on the whole screen</source>
        <translation>Bordet över hela skärmen</translation>
    </message>
</context>
<context>
    <name>DuelController</name>
    <message>
        <source>correct!</source>
        <extracomment>seconds a rejected player must wait before buzzing again (rules: 1 s) seconds the table waits when no duellist can answer at all (both computers blank) seconds after which a race between computers only is given up (safety net) seconds into the race a guided game&apos;s scripted answer (a ``Claim``) is said computer seat -&gt; planned answers with the duel time (seconds) each is said at computer seat -&gt; whole planned sealed Answer (sealed races), None = pass seats whose press is with the host&apos;s referee (across computers): no second answer yet across computers: the host&apos;s referee or a guest&apos;s racer (``netrace``), else None</extracomment>
        <translation>rätt!</translation>
    </message>
    <message>
        <source>“{answer}” was already given for this category this round.</source>
        <translation>”{answer}” har redan getts för den här kategorin under rundan.</translation>
    </message>
    <message>
        <source>“{answer}” already counts for you in this duel.</source>
        <translation>”{answer}” räknas redan för dig i den här duellen.</translation>
    </message>
    <message>
        <source>“{answer}” is not in the list (strict judging).</source>
        <translation>”{answer}” finns inte på listan (strikt bedömning).</translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>Game over</source>
        <extracomment>the strip&apos;s background: the plates&apos; dark green, fully opaque (nothing shows through) between the seats&apos; scores on a line the window&apos;s title for this ending (&quot;&quot; = &quot;Game over&quot;) the seats&apos; score lines, flowed onto as few lines as the width allows (``_flow``) this game&apos;s statistics line (&quot;Riftforce vs Strong: 7 won, 5 lost&quot;), by the tally</extracomment>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>Spela &amp;igen</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nytt spel…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Stäng</translation>
    </message>
    <message>
        <source>&amp;Watch this game again</source>
        <translation>Se spelet i &amp;repris</translation>
    </message>
    <message>
        <source>Same players, a new deal (Enter)</source>
        <translation>Samma spelare, ny giv (Enter)</translation>
    </message>
    <message>
        <source>Look at the table (Esc)</source>
        <translation>Titta på bordet (Esc)</translation>
    </message>
    <message numerus="yes">
        <source>Match after %n game(s): {score}</source>
        <translation>
            <numerusform>Ställning efter %n spel: {score}</numerusform>
            <numerusform>Ställning efter %n spel: {score}</numerusform>
        </translation>
    </message>
    <message>
        <source>Draws: {n}</source>
        <translation>Oavgjorda: {n}</translation>
    </message>
</context>
<context>
    <name>FeltTable</name>
    <message>
        <source>Pass the screen to {name}.</source>
        <translation>Lämna över skärmen till {name}.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} tänker…</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>Väntar på {name}.</translation>
    </message>
    <message>
        <source>Several moves are possible: drag the card.</source>
        <extracomment>the second press of a double-click whose first click made a move: nothing to answer how many refusals and questions were shown: a gesture that raised none and made no move was not answered yet (``gesture_ended``) the card a click just moved with: the double-click that click began stays quiet</extracomment>
        <translation>Flera drag är möjliga: dra kortet.</translation>
    </message>
    <message>
        <source>No move with this card now: {reason}</source>
        <translation>Inget drag med det här kortet nu: {reason}</translation>
    </message>
    <message>
        <source>This card cannot be used now.</source>
        <translation>Det här kortet kan inte användas nu.</translation>
    </message>
    <message>
        <source>Drop the card on a highlighted place.</source>
        <translation>Släpp kortet på en markerad plats.</translation>
    </message>
    <message>
        <source>The card cannot go there.</source>
        <translation>Kortet kan inte läggas där.</translation>
    </message>
    <message>
        <source>That is {name}&apos;s side of the table.</source>
        <translation>Det är {name}s sida av bordet.</translation>
    </message>
    <message>
        <source>That pile is not for playing to.</source>
        <translation>Den högen spelar man inte ut på.</translation>
    </message>
    <message>
        <source>Nothing to do with that pile now.</source>
        <translation>Inget att göra med den högen nu.</translation>
    </message>
    <message>
        <source>Nothing to do there now.</source>
        <translation>Inget att göra där nu.</translation>
    </message>
    <message>
        <source>Drag the card to where it should go.</source>
        <translation>Dra kortet dit det ska.</translation>
    </message>
    <message>
        <source>Nothing to do with that card now.</source>
        <translation>Inget att göra med det kortet nu.</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <extracomment>the person asked for Undo (the main window decides what may be taken back) the table: whether the button is shown is asked relative to it</extracomment>
        <translation>↶ Ångra</translation>
    </message>
    <message>
        <source>thinking…</source>
        <extracomment>the detail line: 16 scene units read at about 10.5 px at 1280×800 (14 was 9) the width the table asked for, and the most it may grow to (``set_width``) the game is over and this seat won (a gold frame and a star instead of the dot)</extracomment>
        <translation>tänker…</translation>
    </message>
    <message>
        <source>{reason} {action}: press {key}.</source>
        <translation>{reason} {action}: tryck på {key}.</translation>
    </message>
    <message>
        <source>{reason} (wins {number} % of {count} simulated games)</source>
        <extracomment>smallest text height on screen (px), as the callout room kept between the label and the felt&apos;s edge, a frame or a choosable thing the step of the scan for a free spot (scene units)</extracomment>
        <translation>{reason} (vinner {number} % av {count} simulerade spel)</translation>
    </message>
    <message>
        <source>Hint: {why}</source>
        <translation>Tips: {why}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spelet är slut.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Deal</source>
        <extracomment>the move a line was written by (0: the opening deal, k: the k-th action); absent on headings and on lines no move wrote (the &quot;takes back&quot; line of an undo) on headings: the turn&apos;s key (0 for the deal, n for &quot;Turn n&quot;), so a rebuild of the same game (a language switch, an undo) folds again the turns the reader had folded pixels added to every row: wrapped sentences set tight read as one block the acting seat; ``None`` for the deal (a move without a seat stays in the turn) on each of the move&apos;s lines (the computer&apos;s &quot;Decided in … s&quot;) the seat of the current heading (``None``: the deal&apos;s, or none yet) turn keys folded by the reader before a rebuild, folded again as they come back</extracomment>
        <translation>Utdelning</translation>
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
        <translation>Lär dig spela (cirka 3 minuter)</translation>
    </message>
    <message>
        <source>Learn to play {game} (about 3 minutes)</source>
        <translation>Lär dig spela {game} (cirka 3 minuter)</translation>
    </message>
    <message>
        <source>Guided game finished</source>
        <translation>Guidat parti avklarat</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n spelare</numerusform>
            <numerusform>%n spelare</numerusform>
        </translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} spelare</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spela</translation>
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
        <translation>Lämna över till {name}</translation>
    </message>
    <message>
        <source>{name}, click when ready — your cards will be shown.</source>
        <translation>{name}, klicka när du är redo – dina kort visas då.</translation>
    </message>
    <message>
        <source>Everyone else: please look away.</source>
        <translation>Alla andra: titta bort, tack.</translation>
    </message>
</context>
<context>
    <name>InvitePanel</name>
    <message>
        <source>Copied</source>
        <extracomment>the seat kinds and states ``SeatRow`` may carry the QR picture&apos;s largest side on screen (scaled by whole pixels: it stays sharp) how long &quot;Copied&quot; stays shown the host starts the game (every remote seat has joined) the host gives up the table while waiting (Cancel or Escape)</extracomment>
        <translation>Kopierad</translation>
    </message>
    <message>
        <source>At this computer</source>
        <translation>Vid den här datorn</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Dator</translation>
    </message>
    <message>
        <source>At another computer</source>
        <translation>Vid en annan dator</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Klar</translation>
    </message>
    <message>
        <source>Waiting to join…</source>
        <translation>Väntar på att ansluta…</translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>Ansluten</translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation>Frånkopplad</translation>
    </message>
    <message numerus="yes">
        <source>%n spectator(s) watching</source>
        <translation>
            <numerusform>%n åskådare tittar på</numerusform>
            <numerusform>%n åskådare tittar på</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for: {names}</source>
        <translation>Väntar på: {names}</translation>
    </message>
    <message>
        <source>The game can start once everyone at another computer has joined.</source>
        <translation>Spelet kan börja när alla vid andra datorer har anslutit.</translation>
    </message>
    <message>
        <source>Invite players</source>
        <translation>Bjud in spelare</translation>
    </message>
    <message>
        <source>Hosted by {name}</source>
        <translation>Värd: {name}</translation>
    </message>
    <message>
        <source>&amp;Invite code:</source>
        <translation>&amp;Inbjudningskod:</translation>
    </message>
    <message>
        <source>Invite code</source>
        <translation>Inbjudningskod</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiera</translation>
    </message>
    <message>
        <source>Copy the invite code to the clipboard</source>
        <translation>Kopiera inbjudningskoden till urklipp</translation>
    </message>
    <message>
        <source>Friends on your network find this table when they choose Join a table in the Game menu. Others need the code or the picture.</source>
        <translation>Vänner i ditt nätverk hittar bordet när de väljer Gå med vid ett bord i menyn Spel. Andra behöver koden eller bilden.</translation>
    </message>
    <message>
        <source>The invite code as a QR picture</source>
        <translation>Inbjudningskoden som QR-bild</translation>
    </message>
    <message>
        <source>&amp;Seats:</source>
        <translation>&amp;Platser:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Platser</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Starta spelet</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Close the table: nobody can join any more</source>
        <translation>Stäng bordet: ingen kan ansluta längre</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>&amp;Watch</source>
        <extracomment>the pages, in ``pages``&apos; order ``seat_chosen``&apos;s index for watching instead of playing (the table&apos;s address, or the pasted invite code; the table&apos;s id, &quot;&quot; for a code) Cancel while connecting: the dialog is back on its first page (seat index, or ``SPECTATOR``; the name the guest plays under) the guest gave up (Cancel or Escape on the first or the seats page) the name typed by the guest (it then no longer follows the chosen seat)</extracomment>
        <translation>&amp;Titta på</translation>
    </message>
    <message>
        <source>&amp;Take the seat</source>
        <translation>&amp;Ta platsen</translation>
    </message>
    <message numerus="yes">
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n ledig plats</numerusform>
            <numerusform>%n lediga platser</numerusform>
        </translation>
    </message>
    <message>
        <source>{game} — {host} ({free})</source>
        <translation>{game} — {host} ({free})</translation>
    </message>
    <message>
        <source>Connecting to {host}…</source>
        <translation>Ansluter till {host}…</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Ansluter…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Choose your seat at {game}:</source>
        <translation>Välj din plats i {game}:</translation>
    </message>
    <message>
        <source>Choose your seat:</source>
        <translation>Välj din plats:</translation>
    </message>
    <message>
        <source>{name} (taken)</source>
        <translation>{name} (upptagen)</translation>
    </message>
    <message>
        <source>W&amp;atch as a spectator</source>
        <translation>Titta på som &amp;åskådare</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ditt &amp;namn:</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Gå med vid ett bord</translation>
    </message>
    <message>
        <source>&amp;Tables on your network:</source>
        <translation>&amp;Bord i ditt nätverk:</translation>
    </message>
    <message>
        <source>Tables on your network</source>
        <translation>Bord i ditt nätverk</translation>
    </message>
    <message>
        <source>Looking for tables on your network…</source>
        <translation>Letar efter bord i ditt nätverk…</translation>
    </message>
    <message>
        <source>Or paste an &amp;invite code:</source>
        <translation>Eller klistra in en &amp;inbjudningskod:</translation>
    </message>
    <message>
        <source>Invite code</source>
        <translation>Inbjudningskod</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Gå med</translation>
    </message>
</context>
<context>
    <name>Joining</name>
    <message>
        <source>Join a table</source>
        <translation>Gå med vid ett bord</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>the game the player agreed to abandon, counted once its successor is installed why the data folder cannot be written (no autosave, no statistics), or None ``translations.generation`` the texts were last set for (see ``changeEvent``) False for ``--screenshot`` runs: their size must not become the player&apos;s window called once with the next game&apos;s session and table before it starts (a guided game&apos;s runner takes its seats and moves there: ``ui.tutorial.launch``)</extracomment>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nytt…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Börja om</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öppna…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Spara</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Spara s&amp;om…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Watch a replay…</source>
        <translation>Se en &amp;repris…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <source>{game} (guided game) — Tabletop</source>
        <translation>{game} (guidat parti) — Tabletop</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Helskärm</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>Spel&amp;logg</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationshastighet</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snabb</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Långsam</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Inställningar</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Språk</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemets språk</translation>
    </message>
    <message>
        <source>Seat &amp;names…</source>
        <translation>Spelar&amp;namn…</translation>
    </message>
    <message>
        <source>&amp;Sound effects</source>
        <translation>&amp;Ljudeffekter</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regler för det här spelet</translation>
    </message>
    <message>
        <source>&amp;Controls (?)</source>
        <translation>&amp;Styrning (?)</translation>
    </message>
    <message>
        <source>&amp;About Tabletop</source>
        <translation>&amp;Om Tabletop</translation>
    </message>
    <message>
        <source>Game log</source>
        <extracomment>the log&apos;s width is the player&apos;s (remembered, or set in this run): no default width every event of the running game so far, in order (an undo cuts it back) every move&apos;s events and acting seat (0: the deal): the log&apos;s turns are built from it</extracomment>
        <translation>Spellogg</translation>
    </message>
    <message>
        <source>Tabletop cannot keep its files in “{folder}”: {reason}.

You can play, but games will not be saved automatically and no statistics will be kept. Game → Save as… can still save a game somewhere else.</source>
        <translation>Tabletop kan inte spara sina filer i ”{folder}”: {reason}.

Du kan spela, men spelen sparas inte automatiskt och ingen statistik förs. Spel → Spara som… kan fortfarande spara ett spel någon annanstans.</translation>
    </message>
    <message>
        <source>{game} (practice) — Tabletop</source>
        <translation>{game} (övning) — Tabletop</translation>
    </message>
    <message>
        <source>Tabletop is already running: its window was brought forward.</source>
        <translation>Tabletop körs redan: dess fönster har tagits fram.</translation>
    </message>
    <message>
        <source>Tabletop</source>
        <extracomment>how long a thread may hold the interpreter lock while another waits (set in ``main``)</extracomment>
        <translation>Tabletop</translation>
    </message>
    <message>
        <source>Tabletop is already running (process {pid}) with the same folder for its games, but it does not answer. Close it, or end that process, and start Tabletop again.</source>
        <translation>Tabletop körs redan (process {pid}) med samma mapp för sina spel, men svarar inte. Stäng det, eller avsluta den processen, och starta Tabletop igen.</translation>
    </message>
    <message>
        <source>{} — Tabletop</source>
        <translation>{} — Tabletop</translation>
    </message>
    <message>
        <source>Seat names</source>
        <translation>Spelarnamn</translation>
    </message>
    <message>
        <source>Default names for the seats, one per line:</source>
        <translation>Standardnamn för platserna, ett per rad:</translation>
    </message>
    <message>
        <source>Abandon game</source>
        <translation>Avbryt spelet</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Avbryta det pågående spelet?</translation>
    </message>
    <message numerus="yes">
        <source>The %n move(s) made so far will be lost unless you saved the game.</source>
        <translation>
            <numerusform>Det drag som gjorts hittills går förlorat om du inte har sparat spelet.</numerusform>
            <numerusform>De %n drag som gjorts hittills går förlorade om du inte har sparat spelet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Starta spel</translation>
    </message>
    <message>
        <source>The game could not be started; nothing else was changed.

{detail}</source>
        <translation>Spelet kunde inte startas; inget annat ändrades.

{detail}</translation>
    </message>
    <message>
        <source>Decided in {seconds} s</source>
        <translation>Bestämde sig på {seconds} s</translation>
    </message>
    <message>
        <source>The computer player failed: {}</source>
        <translation>Datorspelaren råkade ut för ett fel: {}</translation>
    </message>
    <message>
        <source>Autosave failed: {}</source>
        <extracomment>what identifies one version of a file: inode, size and modification time the file Save writes to (None: Save asks, like Save As) how many actions the running game had when it appeared in this window: the autosave is written (and removed at the end) only once the game has moved on from there, so a new, resumed or opened game never replaces another game&apos;s autosave untouched the resume offer while it is shown the message about an autosave that could not be loaded (while it is shown) the autosave as this window last wrote or read it (``file_stamp``; ``None``: there was none), or ``_UNSEEN`` before the first look</extracomment>
        <translation>Automatisk sparning misslyckades: {}</translation>
    </message>
    <message>
        <source>Another copy of Tabletop had saved its game here; it was kept as “{file}” (Game → Open).</source>
        <translation>En annan kopia av Tabletop hade sparat sitt spel här; det behölls som ”{file}” (Spel → Öppna).</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spara spel</translation>
    </message>
    <message>
        <source>A saved game can be read by whoever opens the file, including face-down cards.</source>
        <translation>Ett sparat spel kan läsas av den som öppnar filen, även korten som ligger med baksidan upp.</translation>
    </message>
    <message>
        <source>Keep the file where the other players will not open it, if that matters.</source>
        <translation>Lägg filen där de andra spelarna inte öppnar den, om det spelar någon roll.</translation>
    </message>
    <message>
        <source>Tabletop saves (*.json)</source>
        <translation>Tabletop-sparfiler (*.json)</translation>
    </message>
    <message>
        <source>The game could not be saved: {}</source>
        <translation>Spelet kunde inte sparas: {}</translation>
    </message>
    <message>
        <source>Saved to {}</source>
        <translation>Sparat i {}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Öppna spel</translation>
    </message>
    <message>
        <source>Tabletop saves (*.json);;All files (*)</source>
        <translation>Tabletop-sparfiler (*.json);;Alla filer (*)</translation>
    </message>
    <message>
        <source>This version of Tabletop cannot show that game yet.</source>
        <extracomment>the game is still being played, so only one view may be shown (``private_to``) with ``private``: the seat whose hidden cards may be shown — the person at the screen now — or ``None``: nobody&apos;s, only what lies open on the table</extracomment>
        <translation>Den här versionen av Tabletop kan inte visa det spelet ännu.</translation>
    </message>
    <message>
        <source>This file cannot be opened.

{reason}</source>
        <translation>Filen kan inte öppnas.

{reason}</translation>
    </message>
    <message>
        <source>The game saved automatically last time cannot be loaded, and it could not be moved aside ({error}); the next game will replace it.

{reason}</source>
        <translation>Spelet som sparades automatiskt förra gången kan inte läsas in, och det gick inte att flytta undan det ({error}); nästa spel kommer att ersätta det.

{reason}</translation>
    </message>
    <message>
        <source>The game saved automatically last time cannot be loaded. It was kept as “{file}” in Tabletop&apos;s folder, so no new game will replace it.

{reason}</source>
        <translation>Spelet som sparades automatiskt förra gången kan inte läsas in. Det har behållits som ”{file}” i Tabletops mapp, så inget nytt spel ersätter det.

{reason}</translation>
    </message>
    <message>
        <source>Resume {game} from {time}?</source>
        <translation>Återuppta {game} från kl. {time}?</translation>
    </message>
    <message>
        <source>Resume {game} from {date_time}?</source>
        <translation>Återuppta {game} från {date_time}?</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Återuppta spel</translation>
    </message>
    <message>
        <source>Show folder</source>
        <translation>Visa mappen</translation>
    </message>
    <message>
        <source>About Tabletop</source>
        <translation>Om Tabletop</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tabletop&lt;/h3&gt;&lt;p&gt;Four card games at one computer: Supertrumf Fantasy, Storma slottet!, Riftforce and Ordet fanger.&lt;/p&gt;&lt;p&gt;Play with friends taking turns, or against the computer.&lt;/p&gt;&lt;p&gt;Text is set in DejaVu Sans (Bitstream Vera licence).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tabletop&lt;/h3&gt;&lt;p&gt;Fyra kortspel vid en och samma dator: Supertrumf Fantasy, Storma slottet!, Riftforce och Ordet fanger.&lt;/p&gt;&lt;p&gt;Turas om med vänner eller spela mot datorn.&lt;/p&gt;&lt;p&gt;Texten är satt i DejaVu Sans (Bitstream Vera-licens).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ångra</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>&amp;Gör om</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>T&amp;ips</translation>
    </message>
    <message>
        <source>Take back your last move (Ctrl+Z)</source>
        <translation>Ta tillbaka ditt senaste drag (Ctrl+Z)</translation>
    </message>
    <message>
        <source>{name} takes back: {what}</source>
        <translation>{name} tar tillbaka: {what}</translation>
    </message>
    <message>
        <source>Turn this game into practice</source>
        <translation>Gör det här spelet till ett övningsspel</translation>
    </message>
    <message>
        <source>In the guided game the step says what to do: press F2 and it shows you.</source>
        <translation>I det guidade partiet säger steget vad du ska göra: tryck F2 så visar det dig.</translation>
    </message>
    <message>
        <source>A hint is for the person whose turn it is.</source>
        <translation>Tips ges till den som står på tur.</translation>
    </message>
    <message>
        <source>High-contrast / &amp;colour-safe cards</source>
        <extracomment>a health bar&apos;s colours: plenty left, half, little (``Palette.health``) the size (pt) of the UI font Tabletop is laid out for; a larger system font makes its text larger (``ui_font``, ``text_scale``), a smaller one does not make it smaller how far text follows a large system font (beyond it the table&apos;s layout would break) health bars and life segments: plenty left, half, little (Storma&apos;s bar, Riftforce&apos;s) a dark slate-blue felt: blue and yellow are the axis every common colour-vision deficiency keeps (tritanopia aside, which keeps red–cyan), so light yellow frames and the light blue focus stand out from it under all three, and the red/green of a green felt is gone the QSettings key of the colour-safe theme (&quot;true&quot;/&quot;false&quot;)</extracomment>
        <translation>Hög kontrast / &amp;färgsäkra kort</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>&amp;Host a table…</source>
        <extracomment>joining a table hosted elsewhere (``ui.net.joining``) the seat the waiting strip is about</extracomment>
        <translation>Ö&amp;ppna ett bord…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Gå med vid ett bord…</translation>
    </message>
    <message>
        <source>&amp;Invite…</source>
        <translation>&amp;Bjud in…</translation>
    </message>
    <message>
        <source>Let guests join over the &amp;internet</source>
        <translation>Låt gäster ansluta via &amp;internet</translation>
    </message>
    <message>
        <source>&amp;Wait for a lost guest</source>
        <translation>&amp;Vänta på en frånkopplad gäst</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minut</numerusform>
            <numerusform>%n minuter</numerusform>
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
        <translation>Det här bordet kör Tabletop {host_version} (regler {host_rules}); du har {my_version} (regler {my_rules}). Båda spelarna behöver samma version.</translation>
    </message>
    <message>
        <source>This table is full.</source>
        <translation>Bordet är fullt.</translation>
    </message>
    <message>
        <source>{name}&apos;s seat has just been taken. Choose another one.</source>
        <translation>Någon tog nyss platsen {name}. Välj en annan.</translation>
    </message>
    <message>
        <source>This invite code is wrong or incomplete. Copy it again from the host.</source>
        <translation>Inbjudningskoden är fel eller ofullständig. Kopiera den igen från värden.</translation>
    </message>
    <message>
        <source>The host cannot be reached. Is its Tabletop still open?</source>
        <translation>Värden går inte att nå. Är Tabletop fortfarande öppet där?</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>Värden har stängt bordet.</translation>
    </message>
    <message>
        <source>Connection lost. Reconnecting…</source>
        <translation>Anslutningen bröts. Ansluter igen…</translation>
    </message>
    <message>
        <source>Connected again.</source>
        <translation>Ansluten igen.</translation>
    </message>
    <message>
        <source>A computer plays {name}&apos;s seat until {name} comes back.</source>
        <translation>En dator spelar på {name}s plats tills {name} kommer tillbaka.</translation>
    </message>
    <message>
        <source>{name} has taken their seat back.</source>
        <translation>{name} har tagit tillbaka sin plats.</translation>
    </message>
    <message>
        <source>You are watching; the whole game is shown once it is over.</source>
        <translation>Du tittar på; hela spelet visas när det är slut.</translation>
    </message>
    <message>
        <source>That seat is not yours.</source>
        <translation>Den platsen är inte din.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {}</source>
        <extracomment>practice: unlimited undo against the computer, not counted in the statistics</extracomment>
        <translation>Spelare {}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <source>Host a table</source>
        <extracomment>where Host a table… remembers its choices (a remote seat means nothing at one screen) what ``exec`` returns when the person chose the guided game (``tutorial()``)</extracomment>
        <translation>Öppna ett bord</translation>
    </message>
    <message>
        <source>{} (coming soon)</source>
        <translation>{} (kommer snart)</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Antal spelare:</translation>
    </message>
    <message>
        <source>P&amp;ractice game</source>
        <translation>&amp;Övningsspel</translation>
    </message>
    <message>
        <source>Take back any move, even after the computer has answered. A practice game is not counted in the statistics.</source>
        <translation>Ta tillbaka vilket drag som helst, även efter att datorn har svarat. Ett övningsspel räknas inte i statistiken.</translation>
    </message>
    <message>
        <source>Person at another computer</source>
        <translation>Vid annan dator</translation>
    </message>
    <message>
        <source>&amp;Learn to play (about 3 minutes)</source>
        <translation>&amp;Lär dig spela (cirka 3 minuter)</translation>
    </message>
    <message>
        <source>A guided first game on a fixed deal: you make each move, the table shows which one and why.</source>
        <translation>Ett guidat första parti med bestämda kort: du gör varje drag själv, bordet visar vilket och varför.</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>Öppna &amp;bordet</translation>
    </message>
    <message>
        <source>A game across computers has the same undo rules for everyone: no practice game.</source>
        <translation>Ett spel över flera datorer har samma ångraregler för alla: inget övningsspel.</translation>
    </message>
    <message>
        <source>&amp;Advanced</source>
        <translation>&amp;Avancerat</translation>
    </message>
    <message>
        <source>random</source>
        <translation>slumpmässigt</translation>
    </message>
    <message>
        <source>&amp;Deal number — the same number gives the same shuffle:</source>
        <translation>&amp;Spelnummer – samma nummer ger samma blandning:</translation>
    </message>
    <message>
        <source>Make at least one seat a person at another computer.</source>
        <translation>Gör minst en plats till en person vid en annan dator.</translation>
    </message>
    <message>
        <source>The deal number must be a whole number (or empty).</source>
        <translation>Spelnumret måste vara ett heltal (eller tomt).</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Platser</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivå</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Människa</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Dator</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Alternativ</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>S&amp;tarta</translation>
    </message>
    <message>
        <source>This game cannot be played yet.</source>
        <translation>Det här spelet kan inte spelas ännu.</translation>
    </message>
</context>
<context>
    <name>OrdetAccess</name>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} och {b}</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Draw pile {n}</source>
        <translation>Draghög {n}</translation>
    </message>
    <message>
        <source>Your pile {n}</source>
        <translation>Din hög {n}</translation>
    </message>
    <message>
        <source>{name}&apos;s pile {n}</source>
        <translation>{name}s hög {n}</translation>
    </message>
    <message>
        <source>can draw</source>
        <translation>du kan dra</translation>
    </message>
    <message>
        <source>can be chosen</source>
        <translation>kan väljas</translation>
    </message>
    <message>
        <source>{n} seconds</source>
        <translation>{n} sekunder</translation>
    </message>
    <message>
        <source>{name}&apos;s won cards, {count}</source>
        <translation>{name}s vunna kort, {count}</translation>
    </message>
    <message>
        <source>{name}&apos;s buzzer, key {key}</source>
        <translation>{name}s summer, tangent {key}</translation>
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
        <translation>Klicka på en draghög</translation>
    </message>
    <message>
        <source>Draw its top card onto your play pile (on your turn)</source>
        <translation>Dra det översta kortet till din spelhög (när det är din tur)</translation>
    </message>
    <message>
        <source>Draw from the first draw pile that still has cards</source>
        <translation>Dra från den första draghögen som fortfarande har kort</translation>
    </message>
    <message>
        <source>Click one of your play piles</source>
        <translation>Klicka på en av dina spelhögar</translation>
    </message>
    <message>
        <source>Choose the pile your next card goes on; click it again to draw onto it</source>
        <translation>Välj högen som ditt nästa kort hamnar på; klicka igen för att dra till den</translation>
    </message>
    <message>
        <source>Switch between your two play piles before drawing</source>
        <translation>Byt mellan dina två spelhögar innan du drar</translation>
    </message>
    <message>
        <source>Buzzer of {name}: buzz in a duel</source>
        <translation>Summern för {name}: tryck i en duell</translation>
    </message>
    <message>
        <source>Click a buzzer</source>
        <translation>Klicka på en summer</translation>
    </message>
    <message>
        <source>Buzz for that seat</source>
        <translation>Tryck på summern för den platsen</translation>
    </message>
    <message>
        <source>Type in the answer box, then {enter}</source>
        <translation>Skriv i svarsrutan, sedan {enter}</translation>
    </message>
    <message>
        <source>Answer in a duel (more answers: one after the other)</source>
        <translation>Svara i en duell (flera svar: ett i taget)</translation>
    </message>
    <message>
        <source>Give up this duel while typing</source>
        <translation>Ge upp duellen medan du skriver</translation>
    </message>
    <message>
        <source>Yes: the answer counts (after a buzz, or an answer not in the list)</source>
        <translation>Ja: svaret godkänns (efter ett tryck på summern, eller ett svar som inte finns på listan)</translation>
    </message>
    <message>
        <source>No: the answer does not count</source>
        <translation>Nej: svaret underkänns</translation>
    </message>
    <message>
        <source>Tie: both answered at the same moment (a tie-break card decides)</source>
        <translation>Oavgjort: båda svarade samtidigt (ett kort för utslagsfrågan avgör)</translation>
    </message>
    <message>
        <source>Nobody knows: both pass (two people buzzing)</source>
        <translation>Ingen vet: båda passar (när två personer trycker på summern)</translation>
    </message>
    <message>
        <source>Buttons under the table</source>
        <translation>Knapparna under bordet</translation>
    </message>
    <message>
        <source>Answer, Give up, Yes, No, Tie, Nobody knows: the same as their keys</source>
        <translation>Svara, Ge upp, Ja, Nej, Oavgjort, Ingen vet: samma som deras tangenter</translation>
    </message>
</context>
<context>
    <name>OrdetOptionsWidget</name>
    <message>
        <source>Automatic (buzzers with two or more people, else typed)</source>
        <translation>Automatiskt (summer när två eller fler människor spelar, annars skrivna svar)</translation>
    </message>
    <message>
        <source>Buzz and confirm (the table judges)</source>
        <translation>Summer och bekräfta (bordet dömer)</translation>
    </message>
    <message>
        <source>Typed answers (unknown ones: “Count it anyway?”)</source>
        <translation>Skrivna svar (okända svar: ”Godkänn ändå?”)</translation>
    </message>
    <message>
        <source>Typed answers, strict (only answers from the list)</source>
        <translation>Skrivna svar, strikt (bara svar från listan)</translation>
    </message>
    <message>
        <source>Card set:</source>
        <translation>Kortlek:</translation>
    </message>
    <message>
        <source>Answers in:</source>
        <translation>Svarsspråk:</translation>
    </message>
    <message>
        <source>Judging:</source>
        <translation>Bedömning:</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Rundor:</translation>
    </message>
    <message>
        <source>Answers needed to win a duel:</source>
        <translation>Svar som krävs för att vinna en duell:</translation>
    </message>
    <message>
        <source>No repeats:</source>
        <translation>Inga upprepningar:</translation>
    </message>
    <message>
        <source>an answer counts only once per category and round</source>
        <translation>ett svar räknas bara en gång per kategori och runda</translation>
    </message>
    <message>
        <source>Fewer symbols:</source>
        <translation>Färre symboler:</translation>
    </message>
    <message>
        <source>remove two symbols</source>
        <translation>ta bort två symboler</translation>
    </message>
    <message>
        <source>Young players:</source>
        <translation>Yngre spelare:</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Plats {n}:</translation>
    </message>
    <message numerus="yes">
        <source>a fixed category for %n seat(s)</source>
        <translation>
            <numerusform>en fast kategori för %n plats</numerusform>
            <numerusform>en fast kategori för %n platser</numerusform>
        </translation>
    </message>
    <message>
        <source>a fixed category for a seat (none)</source>
        <translation>en fast kategori för en plats (ingen)</translation>
    </message>
    <message>
        <source>none (answer the opponent&apos;s card)</source>
        <translation>ingen (svara på motståndarens kort)</translation>
    </message>
</context>
<context>
    <name>OrdetSymbols</name>
    <message>
        <source>circle</source>
        <translation>cirkel</translation>
    </message>
    <message>
        <source>square</source>
        <translation>kvadrat</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triangel</translation>
    </message>
    <message>
        <source>star</source>
        <translation>stjärna</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>romb</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>kors</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>hjärta</translation>
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
        <translation>Spelet är slut.</translation>
    </message>
    <message>
        <source>{name} buzzed and types the answer.</source>
        <translation>{name} tryckte på summern och skriver svaret.</translation>
    </message>
    <message>
        <source>Tie-break: {a} and {b} both name: {category}</source>
        <translation>Utslagsfråga: {a} och {b} nämner båda: {category}</translation>
    </message>
    <message>
        <source>Duel: {a} against {b}. Answer fast!</source>
        <translation>Duell: {a} mot {b}. Svara snabbt!</translation>
    </message>
    <message>
        <source>{name}: draw a card (click a draw pile or press Space; ←/→ choose your play pile)</source>
        <translation>{name}: dra ett kort (klicka på en draghög eller tryck mellanslag; ←/→ väljer din spelhög)</translation>
    </message>
    <message>
        <source>{name}: draw a card (click a draw pile or press Space)</source>
        <translation>{name}: dra ett kort (klicka på en draghög eller tryck mellanslag)</translation>
    </message>
    <message>
        <source>{name} draws…</source>
        <translation>{name} drar…</translation>
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
            <numerusform>%n vunna</numerusform>
        </translation>
    </message>
    <message>
        <source>waiting…</source>
        <translation>väntar…</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>tänker…</translation>
    </message>
    <message>
        <source>“{answer}”?</source>
        <translation>”{answer}”?</translation>
    </message>
    <message>
        <source>BUZZ! Does it count?</source>
        <translation>SUMMER! Godkänns svaret?</translation>
    </message>
    <message>
        <source>typing…</source>
        <translation>skriver…</translation>
    </message>
    <message>
        <source>has answered (sealed)</source>
        <translation>har svarat (dolt)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vunna</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Mellanslag</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Draghög</translation>
    </message>
    <message>
        <source>Joker in force</source>
        <translation>Gällande joker</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokrar</translation>
    </message>
    <message numerus="yes">
        <source>%n set aside</source>
        <translation>
            <numerusform>%n undanlagd</numerusform>
            <numerusform>%n undanlagda</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie-break: both answer!</source>
        <translation>Utslagsfråga: båda svarar!</translation>
    </message>
    <message>
        <source>Both answer this!</source>
        <translation>Båda svarar på detta!</translation>
    </message>
    <message>
        <source>Keys: Space draws · in a duel type your answer and press Enter (Esc gives up)</source>
        <translation>Tangenter: mellanslag drar · i en duell skriver du ditt svar och trycker Enter (Esc ger upp)</translation>
    </message>
    <message>
        <source>total {total}</source>
        <translation>totalt {total}</translation>
    </message>
    <message>
        <source>{name} buzzed: does the answer count? {yes} = yes, {no} = no</source>
        <translation>{name} tryckte på summern: godkänns svaret? {yes} = ja, {no} = nej</translation>
    </message>
    <message>
        <source>“{answer}” is not in the list. Count it anyway? {yes} = yes, {no} = no</source>
        <translation>”{answer}” finns inte på listan. Godkänn ändå? {yes} = ja, {no} = nej</translation>
    </message>
    <message>
        <source>Keys: Space draws · buzzers: {keys} · {yes}/Enter accepts, {no} rejects · {tie} tie · Esc nobody knows</source>
        <translation>Tangenter: mellanslag drar · summrar: {keys} · {yes}/Enter godkänner, {no} underkänner · {tie} oavgjort · Esc ingen vet</translation>
    </message>
    <message>
        <source>For {name}</source>
        <translation>Till {name}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Runda {round} av {rounds}</translation>
    </message>
    <message>
        <source>{name} draws</source>
        <translation>{name} drar</translation>
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
        <translation>{a} och {b}: {category}</translation>
    </message>
    <message>
        <source>{a} ⚔ {b}</source>
        <translation>{a} ⚔ {b}</translation>
    </message>
    <message>
        <source>“{answer}” is not in the list. Count it anyway?</source>
        <translation>”{answer}” finns inte på listan. Godkänn ändå?</translation>
    </message>
    <message>
        <source>{name} buzzed! Does the answer count?</source>
        <translation>{name} tryckte på summern! Godkänns svaret?</translation>
    </message>
    <message>
        <source>{name}, name: {category}</source>
        <translation>{name}, nämn: {category}</translation>
    </message>
    <message>
        <source>Say your answer and buzz: {keys}</source>
        <translation>Säg ditt svar och tryck på summern: {keys}</translation>
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
        <translation>Inga svar har använts än för de här kategorierna.</translation>
    </message>
    <message>
        <source>Already used: {list}</source>
        <translation>Redan använda: {list}</translation>
    </message>
    <message>
        <source>gives up</source>
        <translation>ger upp</translation>
    </message>
    <message>
        <source>✗ not counted</source>
        <translation>✗ underkänt</translation>
    </message>
    <message>
        <source>This draw pile is empty.</source>
        <extracomment>with two seats: the play pile (0 or 1) the person to draw puts the card on</extracomment>
        <translation>Den här draghögen är tom.</translation>
    </message>
    <message>
        <source>{name} is not in this duel.</source>
        <translation>{name} deltar inte i den här duellen.</translation>
    </message>
    <message>
        <source>The buzzers are for duels.</source>
        <translation>Summerna är till för dueller.</translation>
    </message>
    <message>
        <source>Answer the duel first.</source>
        <translation>Svara i duellen först.</translation>
    </message>
    <message>
        <source>Click a draw pile to draw a card.</source>
        <translation>Klicka på en draghög för att dra ett kort.</translation>
    </message>
    <message>
        <source>Choose one of your own play piles.</source>
        <translation>Välj en av dina egna spelhögar.</translation>
    </message>
    <message>
        <source>{first} and {second} pressed at the same moment.</source>
        <extracomment>presses kept while a seat&apos;s earlier one is still being ordered (more answers)</extracomment>
        <translation>{first} och {second} tryckte i samma ögonblick.</translation>
    </message>
    <message>
        <source>{first} was first ({seconds} s), then {second}.</source>
        <translation>{first} var först ({seconds} s), sedan {second}.</translation>
    </message>
    <message>
        <source>{name} was first ({seconds} s).</source>
        <translation>{name} var först ({seconds} s).</translation>
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
        <translation>”{category}” ({symbol})</translation>
    </message>
    <message>
        <source>Round {round} begins; {name} draws first.</source>
        <translation>Runda {round} börjar; {name} drar först.</translation>
    </message>
    <message>
        <source>{name} flips {card}.</source>
        <translation>{name} vänder upp {card}.</translation>
    </message>
    <message>
        <source>{name} draws a {card} in the first pass: set aside, draw again.</source>
        <translation>{name} drar en {card} under första varvet: den läggs åt sidan, dra igen.</translation>
    </message>
    <message>
        <source>{name} lays down a {card}; it is in force now.</source>
        <translation>{name} lägger ut en {card}; den gäller nu.</translation>
    </message>
    <message>
        <source>Own piles match: {a} and {b} race on the new card!</source>
        <translation>Egna högar matchar: {a} och {b} tävlar om det nya kortet!</translation>
    </message>
    <message>
        <source>Duel: {a} against {b}!</source>
        <translation>Duell: {a} mot {b}!</translation>
    </message>
    <message>
        <source>{name}: “{answer}” counts.</source>
        <translation>{name}: ”{answer}” godkänns.</translation>
    </message>
    <message>
        <source>{name}&apos;s answer counts.</source>
        <translation>Svaret från {name} godkänns.</translation>
    </message>
    <message>
        <source>{name}: “{answer}” does not count.</source>
        <translation>{name}: ”{answer}” underkänns.</translation>
    </message>
    <message>
        <source>{name}&apos;s answer does not count.</source>
        <translation>Svaret från {name} underkänns.</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} passar</translation>
    </message>
    <message>
        <source>{name}: “{answers}” after {seconds} s</source>
        <translation>{name}: ”{answers}” efter {seconds} s</translation>
    </message>
    <message>
        <source>Nobody answered.</source>
        <translation>Ingen svarade.</translation>
    </message>
    <message>
        <source>A tie!</source>
        <translation>Oavgjort!</translation>
    </message>
    <message>
        <source>Tie-break: both answer {card}.</source>
        <translation>Utslagsfråga: båda svarar på {card}.</translation>
    </message>
    <message>
        <source>A joker was flipped for the tie-break; it goes back into the pile.</source>
        <translation>En joker vändes upp för utslagsfrågan; den blandas tillbaka i högen.</translation>
    </message>
    <message>
        <source>No card left for a tie-break: the duel starts again.</source>
        <translation>Inget kort kvar för en utslagsfråga: duellen börjar om.</translation>
    </message>
    <message>
        <source>Nobody could answer: this duel is dropped.</source>
        <translation>Ingen kunde svara: duellen stryks.</translation>
    </message>
    <message>
        <source>{winner} wins the race and takes {card} from their own pile.</source>
        <translation>{winner} vinner kapplöpningen och tar {card} från sin egen hög.</translation>
    </message>
    <message>
        <source>{winner} wins {card} from {loser}.</source>
        <translation>{winner} vinner {card} från {loser}.</translation>
    </message>
    <message>
        <source>Round {round} is over: {won}.</source>
        <translation>Runda {round} är slut: {won}.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Spelet är slut.</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} vinner!</translation>
    </message>
    <message>
        <source>Shared win: {names}</source>
        <translation>Delad seger: {names}</translation>
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
        <translation>Fil&amp;namn:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Filer av typen:</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Leta i:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Öppna</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Spara</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ångra</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gör om</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Klipp &amp;ut</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiera</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Klistra &amp;in</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Ta bort</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Markera alla</translation>
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
        <translation>&amp;Nej</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öppna</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Spara</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Förkasta</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Verkställ</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hjälp</translation>
    </message>
</context>
<context>
    <name>ReadAloud</name>
    <message>
        <source>Say what the keyboard is on: the card or place, what is there and what you can do with it</source>
        <translation>Läs upp det tangentbordet står på: kortet eller platsen, vad som finns där och vad du kan göra med det</translation>
    </message>
    <message>
        <source>Say your score, then everyone else&apos;s</source>
        <translation>Läs upp din ställning och sedan de andras</translation>
    </message>
    <message>
        <source>Say how many cards you hold, and which</source>
        <translation>Läs upp hur många kort du har på handen och vilka</translation>
    </message>
    <message>
        <source>Say whose turn it is and what to do</source>
        <translation>Läs upp vem som är på tur och vad som ska göras</translation>
    </message>
    <message>
        <source>Say the last move again</source>
        <translation>Läs upp det senaste draget igen</translation>
    </message>
    <message>
        <source>Button: {text}.</source>
        <translation>Knapp: {text}.</translation>
    </message>
    <message>
        <source>Nothing is chosen. Tab goes to your cards and the buttons; arrow keys move in your hand.</source>
        <translation>Inget är valt. Tabb går till dina kort och knapparna; piltangenterna flyttar i handen.</translation>
    </message>
    <message>
        <source>your hand</source>
        <translation>din hand</translation>
    </message>
    <message>
        <source>{card}, {place}.</source>
        <translation>{card}, {place}.</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>ett kort med baksidan upp</translation>
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
        <translation>Du har inga kort på handen.</translation>
    </message>
    <message>
        <source>Cards in your hand: {count}. {names}.</source>
        <translation>Kort på handen: {count}. {names}.</translation>
    </message>
    <message>
        <source>No move yet.</source>
        <translation>Inget drag än.</translation>
    </message>
</context>
<context>
    <name>ReplayControls</name>
    <message>
        <source>First move (Home)</source>
        <extracomment>the slider moved to a position (number of moves made) the seat whose view is shown a private replay (a game still being played): the one view allowed, else None</extracomment>
        <translation>Första draget (Home)</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Föregående drag (Vänster)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Nästa drag (Höger)</translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation>Sista draget (End)</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Drag</translation>
    </message>
    <message>
        <source>Seen by:</source>
        <translation>Visa som:</translation>
    </message>
    <message>
        <source>Show all cards</source>
        <translation>Visa alla kort</translation>
    </message>
    <message>
        <source>Once the game is over: every hand face up</source>
        <translation>När spelet är slut: alla händer med framsidan upp</translation>
    </message>
    <message>
        <source>This game is still being played: the replay shows only what the person at the screen may see. Every view, and all cards, once it is over.</source>
        <translation>Det här spelet pågår fortfarande: reprisen visar bara det som personen vid skärmen får se. Alla vyer, och alla kort, när det är slut.</translation>
    </message>
    <message>
        <source>Nobody (open cards only)</source>
        <translation>Ingen (bara öppna kort)</translation>
    </message>
    <message>
        <source>Available at the end of the game (End)</source>
        <translation>Tillgängligt i slutet av spelet (End)</translation>
    </message>
    <message>
        <source>Available once the game is over</source>
        <translation>Tillgängligt när spelet är slut</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pausa (Mellanslag)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Spela upp (Mellanslag)</translation>
    </message>
    <message>
        <source>Move {current} of {total}</source>
        <translation>Drag {current} av {total}</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Watch a replay</source>
        <translation>Se en repris</translation>
    </message>
    <message>
        <source>Replay: {game} ({players}) — Tabletop</source>
        <extracomment>one move per this many milliseconds while playing, at the &quot;normal&quot; animation speed the pace with animations off: still slow enough to follow the log each move&apos;s events and acting seat (0: the opening deal), for the log a dragged slider asks for many positions: only the last one is built</extracomment>
        <translation>Repris: {game} ({players}) — Tabletop</translation>
    </message>
</context>
<context>
    <name>RiftforceAccess</name>
    <message>
        <source>your side</source>
        <translation>din sida</translation>
    </message>
    <message>
        <source>{name}&apos;s side</source>
        <translation>{name}s sida</translation>
    </message>
    <message>
        <source>Your draw pile</source>
        <translation>Din draghög</translation>
    </message>
    <message>
        <source>{name}&apos;s draw pile</source>
        <translation>{name}s draghög</translation>
    </message>
    <message>
        <source>Your discard pile</source>
        <translation>Din kasthög</translation>
    </message>
    <message>
        <source>{name}&apos;s discard pile</source>
        <translation>{name}s kasthög</translation>
    </message>
    <message>
        <source>yours {cards}</source>
        <translation>dina {cards}</translation>
    </message>
    <message>
        <source>{name}&apos;s {cards}</source>
        <translation>{name}s {cards}</translation>
    </message>
    <message>
        <source>Location {n}: {lines}</source>
        <translation>Plats {n}: {lines}</translation>
    </message>
    <message>
        <source>{n} damage</source>
        <translation>{n} i skada</translation>
    </message>
    <message>
        <source>can be chosen</source>
        <translation>kan väljas</translation>
    </message>
    <message>
        <source>can be picked</source>
        <translation>kan väljas som gille</translation>
    </message>
</context>
<context>
    <name>RiftforceControls</name>
    <message>
        <source>Drag 1–3 hand cards to a location</source>
        <translation>Dra 1–3 kort från handen till en plats</translation>
    </message>
    <message>
        <source>Play them there (select several by clicking them first; they share a guild or a number)</source>
        <translation>Spela ut dem där (markera flera genom att klicka på dem först; de har samma gille eller samma tal)</translation>
    </message>
    <message>
        <source>Drag a hand card to your discard pile</source>
        <translation>Dra ett kort från handen till din kasthög</translation>
    </message>
    <message>
        <source>Discard it to activate your elementals of its guild or its number</source>
        <translation>Kasta det för att aktivera dina elementarer med samma gille eller samma tal</translation>
    </message>
    <message>
        <source>Click a hand card</source>
        <translation>Klicka på ett kort på handen</translation>
    </message>
    <message>
        <source>Select it, or take it out of the selection</source>
        <translation>Markera det, eller ta bort det ur markeringen</translation>
    </message>
    <message>
        <source>Click a location</source>
        <translation>Klicka på en plats</translation>
    </message>
    <message>
        <source>Play the selected cards there, or answer a location question</source>
        <translation>Spela ut de markerade korten där, eller svara på en platsfråga</translation>
    </message>
    <message>
        <source>Click your discard pile</source>
        <translation>Klicka på din kasthög</translation>
    </message>
    <message>
        <source>Activate with the first selected card</source>
        <translation>Aktivera med det första markerade kortet</translation>
    </message>
    <message>
        <source>Click a highlighted elemental</source>
        <translation>Klicka på en markerad elementar</translation>
    </message>
    <message>
        <source>Choose it: to activate it, or as the target of an ability</source>
        <translation>Välj den: för att aktivera den, eller som mål för en förmåga</translation>
    </message>
    <message>
        <source>Click a button beside the question</source>
        <translation>Klicka på en knapp vid frågan</translation>
    </message>
    <message>
        <source>Guild or number for an activation, Cancel, End play or End activation</source>
        <translation>Gille eller tal för en aktivering, Avbryt, Avsluta utspelet eller Avsluta aktiveringen</translation>
    </message>
    <message>
        <source>Click Check &amp; Draw</source>
        <translation>Klicka på Kontrollera och dra</translation>
    </message>
    <message>
        <source>Score the locations you control and draw up to 7</source>
        <translation>Få poäng för platserna du kontrollerar och dra upp till 7 kort</translation>
    </message>
    <message>
        <source>Double-click a card</source>
        <translation>Dubbelklicka på ett kort</translation>
    </message>
    <message>
        <source>Its one obvious move: a hand card that fits only one location is played there, a highlighted elemental is chosen, your draw pile is Check &amp; Draw</source>
        <translation>Kortets enda självklara drag: ett kort på handen som bara passar vid en plats spelas ut där, en markerad elementar väljs, din draghög gör Kontrollera och dra</translation>
    </message>
    <message>
        <source>Hover a card or a guild</source>
        <translation>Håll muspekaren över ett kort eller ett gille</translation>
    </message>
    <message>
        <source>Its name, ability and damage in a tooltip</source>
        <translation>Namn, förmåga och skada i en inforuta</translation>
    </message>
    <message>
        <source>Draft: click a summoner or drag it to your guilds</source>
        <translation>Val av gillen: klicka på ett åkallarkort eller dra det till dina gillen</translation>
    </message>
    <message>
        <source>Pick that guild</source>
        <translation>Välj det gillet</translation>
    </message>
    <message>
        <source>Draft: 1–9, 0</source>
        <translation>Val av gillen: 1–9, 0</translation>
    </message>
    <message>
        <source>Pick the guild with that number</source>
        <translation>Välj gillet med det numret</translation>
    </message>
    <message>
        <source>← / →</source>
        <translation>← / →</translation>
    </message>
    <message>
        <source>Move the focus through your hand, or through the highlighted elementals</source>
        <translation>Flytta fokus genom handen, eller genom de markerade elementarerna</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Mellanslag</translation>
    </message>
    <message>
        <source>Select the focused hand card, or choose the focused elemental</source>
        <translation>Markera kortet som har fokus, eller välj elementaren som har fokus</translation>
    </message>
    <message>
        <source>1–5</source>
        <translation>1–5</translation>
    </message>
    <message>
        <source>Play the selection (or the focused card) at that location, or answer a location question</source>
        <translation>Spela ut det markerade (eller kortet som har fokus) vid den platsen, eller svara på en platsfråga</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Activate with the selected (or focused) card</source>
        <translation>Aktivera med det markerade kortet (eller kortet som har fokus)</translation>
    </message>
    <message>
        <source>G / N</source>
        <translation>G / N</translation>
    </message>
    <message>
        <source>Activate by guild / by number</source>
        <translation>Aktivera efter gille / efter tal</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Check &amp; Draw</source>
        <translation>Kontrollera och dra</translation>
    </message>
    <message>
        <source>Enter or E</source>
        <translation>Enter eller E</translation>
    </message>
    <message>
        <source>End play or End activation (without an End button, Enter chooses the focused elemental)</source>
        <translation>Avsluta utspelet eller Avsluta aktiveringen (utan Avsluta-knapp väljer Enter elementaren som har fokus)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the selection and cancel a discard whose mode is open</source>
        <translation>Rensa markeringen och avbryt ett kast där gille eller tal inte är valt än</translation>
    </message>
</context>
<context>
    <name>RiftforceOptions</name>
    <message>
        <source>Guild draft (as in the box)</source>
        <translation>Turvis val av gillen (som i originalspelet)</translation>
    </message>
    <message>
        <source>Free choice of four guilds</source>
        <translation>Fritt val av fyra gillen</translation>
    </message>
    <message>
        <source>Guilds:</source>
        <translation>Gillen:</translation>
    </message>
</context>
<context>
    <name>RiftforcePlurals</name>
    <message numerus="yes">
        <source>%n of 3 activated. Click another highlighted elemental, or click “End activation” (Enter).</source>
        <translation>
            <numerusform>%n av 3 aktiverad. Klicka på en annan markerad elementar eller på ”Avsluta aktiveringen” (Enter).</numerusform>
            <numerusform>%n av 3 aktiverade. Klicka på en annan markerad elementar eller på ”Avsluta aktiveringen” (Enter).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {card} takes %n damage ({total} in total).</source>
        <translation>
            <numerusform>{card} hos {name} tar %n skada ({total} totalt).</numerusform>
            <numerusform>{card} hos {name} tar %n skada ({total} totalt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {card} heals %n damage.</source>
        <translation>
            <numerusform>{card} hos {name} blir av med %n skada.</numerusform>
            <numerusform>{card} hos {name} blir av med %n skada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} gains %n Riftforce {why} (now {total}).</source>
        <translation>
            <numerusform>{name} får %n Riftforce {why} (nu {total}).</numerusform>
            <numerusform>{name} får %n Riftforce {why} (nu {total}).</numerusform>
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
            <numerusform>Oavgjort med %n Riftforce var.</numerusform>
            <numerusform>Oavgjort med %n Riftforce var.</numerusform>
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
            <numerusform>%n gille</numerusform>
            <numerusform>%n gillen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} checks and draws: controls location(s) {locations}.</source>
        <translation>
            <numerusform>Kontrollera och dra: {name} kontrollerar plats {locations}.</numerusform>
            <numerusform>Kontrollera och dra: {name} kontrollerar platserna {locations}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not allowed with %n cards in hand: you need fewer than 7.</source>
        <translation>
            <numerusform>Inte tillåtet med %n kort på handen: du måste ha färre än 7.</numerusform>
            <numerusform>Inte tillåtet med %n kort på handen: du måste ha färre än 7.</numerusform>
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
        <translation>Regeltexten för det här spelet saknas.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Only computers play this game: there is nothing of yours to take back.</source>
        <extracomment>a practice game: unlimited undo (back to any earlier decision), no statistics the refused Undo has offered to turn this game into practice (once per game: a person who declined it is not asked again; saved with the game)</extracomment>
        <translation>Bara datorer spelar det här spelet: det finns inget av ditt att ta tillbaka.</translation>
    </message>
    <message>
        <source>The game is over: its moves stay as they were played.</source>
        <translation>Spelet är slut: dragen står kvar som de spelades.</translation>
    </message>
    <message>
        <source>Nothing can be taken back while the screen is passed to {name}.</source>
        <translation>Inget kan tas tillbaka medan skärmen lämnas över till {name}.</translation>
    </message>
    <message>
        <source>Only the person whose turn it is can take a move back.</source>
        <translation>Bara den vars tur det är kan ta tillbaka ett drag.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back yet.</source>
        <translation>Du har inget drag att ta tillbaka än.</translation>
    </message>
    <message>
        <source>{name} has moved since: a move can only be taken back before anyone else moves.</source>
        <translation>{name} har gjort ett drag sedan dess: ett drag kan bara tas tillbaka innan någon annan har gjort ett drag.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn now: your move cannot be taken back.</source>
        <translation>Nu är det {name} som ska spela: ditt drag kan inte tas tillbaka.</translation>
    </message>
    <message>
        <source>Your last move drew, rolled or revealed something, or ended your turn: it cannot be taken back (practice games can).</source>
        <translation>I ditt senaste drag drog du kort, slog tärning eller vände upp något, eller så avslutade det din tur: det kan inte tas tillbaka (i ett övningsspel går det).</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The settings file cannot be used. It was kept as “{file}”, and Tabletop starts with its default settings.

{reason}</source>
        <extracomment>what ``engine.saves.save`` names its temporary file before renaming it over the target the largest settings file opened at all (a real one holds a few kB) an organisation nobody uses: a ``QSettings`` for it shows where INI files go, and reads nothing (``QSettings`` reads its files in the constructor, so the app&apos;s own must not be opened before they are checked) where ``settings()`` keeps this run&apos;s settings while the real file is unusable and could not be moved aside (``guard_settings_file``) the reason&apos;s template (context &quot;engine&quot;) and parameters: ``text`` words it again in the UI language, which is only known once the settings have been read</extracomment>
        <translation>Inställningsfilen kan inte användas. Den sparades som ”{file}”, och Tabletop startar med standardinställningarna.

{reason}</translation>
    </message>
    <message>
        <source>The settings file cannot be used, and it could not be moved aside ({error}); Tabletop starts with its default settings and does not save them this time.

{reason}</source>
        <translation>Inställningsfilen kan inte användas, och den kunde inte flyttas undan ({error}); Tabletop startar med standardinställningarna och sparar dem inte den här gången.

{reason}</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Another copy of Tabletop is using the statistics file; this game is counted when it is free.</source>
        <extracomment>sessions already counted (finished or abandoned): undone into and finished again, still once sessions already in the match tally counts not yet written: made while another copy of Tabletop held the statistics&apos; lock, written with the next count, end panel or Statistics dialog of this run why the data folder cannot be written (then nothing is counted), or None the animation speed&apos;s key (``window_state.SPEEDS``): a replay plays at it the results panel on the finished table (None before the table has settled) games won since these seats sat down to this game (&quot;Play again&quot; keeps counting) the glows on the winners&apos; plates (``_flourish``), until the game goes on or is replaced the statistics as this window last counted them, kept while the file cannot be written (an unusable file that could not be moved aside): this run still adds up said once per run: the message about a file that could not even be moved aside the message about an unusable statistics file (while it is shown) said once until the lock is free again: another copy holds the statistics file</extracomment>
        <translation>En annan kopia av Tabletop använder statistikfilen; det här spelet räknas när den är ledig.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {error}</source>
        <translation>Statistiken kunde inte sparas: {error}</translation>
    </message>
    <message>
        <source>The statistics file cannot be used. It was kept as “{file}” in Tabletop&apos;s folder, and the statistics start afresh.

{reason}</source>
        <translation>Statistikfilen kan inte användas. Den har behållits som ”{file}” i Tabletops mapp, och statistiken börjar om från början.

{reason}</translation>
    </message>
    <message>
        <source>The statistics file cannot be used, and it could not be moved aside ({error}); new results are not saved until it is moved or repaired.

{reason}</source>
        <translation>Statistikfilen kan inte användas, och det gick inte att flytta undan den ({error}); nya resultat sparas inte förrän den har flyttats eller reparerats.

{reason}</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Show folder</source>
        <translation>Visa mappen</translation>
    </message>
    <message>
        <source>A practice game: not counted in the statistics.</source>
        <translation>Ett övningsspel: räknas inte i statistiken.</translation>
    </message>
    <message>
        <source>A guided game: not counted in the statistics.</source>
        <translation>Ett guidat parti: räknas inte i statistiken.</translation>
    </message>
    <message>
        <source>Score: the cards won.</source>
        <translation>Resultat: antal vunna kort.</translation>
    </message>
    <message>
        <source>Score: the prize cards taken.</source>
        <translation>Resultat: antal tagna priskort.</translation>
    </message>
    <message>
        <source>Score: the trophies taken.</source>
        <translation>Resultat: antal tagna Troféer.</translation>
    </message>
    <message>
        <source>Score: the points scored.</source>
        <translation>Resultat: antal poäng.</translation>
    </message>
    <message>
        <source>Score: the cards won in duels.</source>
        <translation>Resultat: antal kort vunna i dueller.</translation>
    </message>
    <message>
        <source>The file is not valid JSON (line {line}).</source>
        <extracomment>results kept per row for the chart fingerprints of counted games kept (a game counted once even if finished again) a statistics file is small (a few kB); anything much larger is not ours the largest count (won, lost, streak…) a file may hold: far beyond any real player, small enough for every number the dialog shows (a count of 2**70 broke its locale formatting) the largest score of one game, either sign (real games score below 100) rows per game and games per file (a row per level or hot-seat name) computer levels from weak to strong (after ``normal_level``: old aliases never reach it)</extracomment>
        <translation>Filen är inte giltig JSON (rad {line}).</translation>
    </message>
    <message>
        <source>The file is not a Tabletop statistics file.</source>
        <translation>Filen är inte en statistikfil från Tabletop.</translation>
    </message>
    <message>
        <source>The file was written by a newer version of Tabletop (statistics version {version}; this version reads up to {supported}).</source>
        <translation>Filen skrevs av en nyare version av Tabletop (statistikversion {version}; den här versionen läser upp till {supported}).</translation>
    </message>
    <message>
        <source>The file is damaged (at “{where}”).</source>
        <translation>Filen är skadad (vid ”{where}”).</translation>
    </message>
    <message>
        <source>The file is too large to be statistics.</source>
        <translation>Filen är för stor för att vara en statistikfil.</translation>
    </message>
    <message>
        <source>The file cannot be read: {error}</source>
        <translation>Filen kan inte läsas: {error}</translation>
    </message>
    <message>
        <source>It is not an ordinary file (it may be a folder, a device or a pipe).</source>
        <translation>Den är ingen vanlig fil (den kan vara en mapp, en enhet eller en pipe).</translation>
    </message>
    <message>
        <source>The file contains an impossible number.</source>
        <translation>Filen innehåller ett omöjligt tal.</translation>
    </message>
    <message>
        <source>{game} ({variant})</source>
        <extracomment>the person asked for hints in this game (the statistics line says how many such) games won in a row, up to the latest finished games with a score (the average&apos;s divisor) the last ``RECENT`` outcomes, oldest first finished games in which the person asked for hints (&quot;with hints&quot; in the line) one row as a file holds it: missing keys are zero (older files), unknown ones ignored the statistics&apos; words for each problem of the guarded reader (``engine.jsonfile``) where an unusable file was moved (None when it could not be moved: ``move_error``) why writing the changed book failed (``statistics_lock.update``; the old file is then intact)</extracomment>
        <translation>{game} ({variant})</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Dator: {level}</translation>
    </message>
    <message>
        <source>Hot-seat: {name}</source>
        <translation>Turas om: {name}</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>{game} vs {opponent}: {won} won, {lost} lost, {drawn} drawn, streak {streak}</source>
        <translation>{game} mot {opponent}: {won} vunna, {lost} förlorade, {drawn} oavgjorda, vinstsvit {streak}</translation>
    </message>
    <message>
        <source>{game} vs {opponent}: {won} won, {lost} lost, streak {streak}</source>
        <translation>{game} mot {opponent}: {won} vunna, {lost} förlorade, vinstsvit {streak}</translation>
    </message>
    <message>
        <source>{game}, hot-seat, {opponent}: {won} won, {lost} lost, {drawn} drawn, streak {streak}</source>
        <translation>{game}, turas om, {opponent}: {won} vunna, {lost} förlorade, {drawn} oavgjorda, vinstsvit {streak}</translation>
    </message>
    <message>
        <source>{game}, hot-seat, {opponent}: {won} won, {lost} lost, streak {streak}</source>
        <translation>{game}, turas om, {opponent}: {won} vunna, {lost} förlorade, vinstsvit {streak}</translation>
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
        <translation>förlorat</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>oavgjort</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>avbrutet</translation>
    </message>
    <message>
        <source>another copy of Tabletop is using the statistics file</source>
        <extracomment>how long counting a game waits for another copy of Tabletop to finish its own count a lock older than this belongs to a copy that hangs (a count takes milliseconds; a lock of a copy that crashed is noticed at once by its process id)</extracomment>
        <translation>en annan kopia av Tabletop använder statistikfilen</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <extracomment>colours of the chart and its legend the role holding a row&apos;s recent outcomes (&quot;WWLDA&quot;, oldest first)</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Motståndare</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spelade</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunna</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Förlorade</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Oavgjorda</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Avbrutna</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>Vinst %</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Svit</translation>
    </message>
    <message>
        <source>Best
streak</source>
        <translation>Bästa
svit</translation>
    </message>
    <message>
        <source>Best
score</source>
        <translation>Bästa
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
        <translation>Senaste 20</translation>
    </message>
    <message>
        <source>Games won in a row, up to the latest</source>
        <translation>Spel vunna i rad, fram till det senaste</translation>
    </message>
    <message>
        <source>Games left unfinished; not counted as lost</source>
        <translation>Spel som inte spelades klart; räknas inte som förlust</translation>
    </message>
    <message>
        <source>The last 20 results, the oldest on the left</source>
        <translation>De senaste 20 resultaten, det äldsta till vänster</translation>
    </message>
    <message>
        <source>No games counted yet. Finished games against the computer or between people appear here; practice games do not count.</source>
        <translation>Inga spel har räknats än. Avslutade spel mot datorn eller mellan personer visas här; övningsspel räknas inte.</translation>
    </message>
    <message>
        <source>&amp;Reset this game…</source>
        <translation>&amp;Nollställ det här spelet…</translation>
    </message>
    <message>
        <source>Last 20 games:</source>
        <translation>Senaste 20 spelen:</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Nollställ statistik</translation>
    </message>
    <message>
        <source>Reset the statistics of {game}?</source>
        <translation>Nollställa statistiken för {game}?</translation>
    </message>
    <message>
        <source>Every result of this game and variant is removed, against every opponent. This cannot be undone.</source>
        <translation>Alla resultat för det här spelet och den här varianten tas bort, mot alla motståndare. Det går inte att ångra.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {error}</source>
        <translation>Statistiken kunde inte sparas: {error}</translation>
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
        <translation>dam</translation>
    </message>
    <message>
        <source>King</source>
        <translation>kung</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>Your Infirmary</source>
        <translation>Din sjukstuga</translation>
    </message>
    <message>
        <source>{name}&apos;s Infirmary</source>
        <translation>{name}s sjukstuga</translation>
    </message>
    <message>
        <source>Your trophies</source>
        <translation>Dina troféer</translation>
    </message>
    <message>
        <source>{name}&apos;s trophies</source>
        <translation>{name}s troféer</translation>
    </message>
    <message>
        <source>damage on {place}</source>
        <translation>skada på {place}</translation>
    </message>
    <message>
        <source>{left} of {full} health</source>
        <translation>{left} av {full} i hälsa</translation>
    </message>
    <message>
        <source>{n} damage</source>
        <translation>{n} i skada</translation>
    </message>
    <message>
        <source>can retreat to the Infirmary</source>
        <translation>kan dra sig tillbaka till sjukstugan</translation>
    </message>
    <message>
        <source>can return as the Active card</source>
        <translation>kan komma tillbaka som Aktivt kort</translation>
    </message>
    <message>
        <source>can become the Active card</source>
        <translation>kan bli Aktivt kort</translation>
    </message>
    <message>
        <source>can heal</source>
        <translation>kan hela</translation>
    </message>
    <message>
        <source>can attack</source>
        <translation>kan anfalla</translation>
    </message>
    <message>
        <source>can be exchanged</source>
        <translation>kan bytas</translation>
    </message>
    <message>
        <source>{card} defeated</source>
        <translation>{card} besegrad</translation>
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
        <translation>spader</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjärter</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruter</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klöver</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Kungahus</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Hjälte</translation>
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
        <translation>Klicka på en Kungahusknapp, eller 1–4</translation>
    </message>
    <message>
        <source>Set-up: choose your royal house</source>
        <translation>Förberedelser: välj ditt Kungahus</translation>
    </message>
    <message>
        <source>Drag a face card to your Active slot</source>
        <translation>Dra ett klätt kort till platsen för ditt Aktiva kort</translation>
    </message>
    <message>
        <source>Choose your Active card (at set-up, after a fall, in a retreat)</source>
        <translation>Välj ditt Aktiva kort (vid förberedelserna, när det har fallit, vid reträtt)</translation>
    </message>
    <message>
        <source>Click a hand card</source>
        <translation>Klicka på ett kort på handen</translation>
    </message>
    <message>
        <source>Select it, or clear its selection</source>
        <translation>Markera det, eller ta bort markeringen</translation>
    </message>
    <message>
        <source>Drag cards to the opponent&apos;s Active card</source>
        <translation>Dra kort till motståndarens Aktiva kort</translation>
    </message>
    <message>
        <source>Attack with them (the selected cards travel along)</source>
        <translation>Anfall med dem (de markerade korten följer med)</translation>
    </message>
    <message>
        <source>Click the opponent&apos;s Active card</source>
        <translation>Klicka på motståndarens Aktiva kort</translation>
    </message>
    <message>
        <source>Attack with the selected cards</source>
        <translation>Anfall med de markerade korten</translation>
    </message>
    <message>
        <source>Drag cards to the discard pile, or click the pile</source>
        <translation>Dra kort till Kasthögen, eller klicka på högen</translation>
    </message>
    <message>
        <source>Exchange them: discard them, then draw as many</source>
        <translation>Byt ut dem: kasta dem och dra lika många</translation>
    </message>
    <message>
        <source>Drag a card to your Active or Infirmary card</source>
        <translation>Dra ett kort till ditt Aktiva kort eller kortet i Sjukstugan</translation>
    </message>
    <message>
        <source>Heal that card with it (one card at a time)</source>
        <translation>Hela det kortet med det (ett kort i taget)</translation>
    </message>
    <message>
        <source>Click your Active or Infirmary card</source>
        <translation>Klicka på ditt Aktiva kort eller kortet i Sjukstugan</translation>
    </message>
    <message>
        <source>Heal it with the selected card</source>
        <translation>Hela det med det markerade kortet</translation>
    </message>
    <message>
        <source>Drag your Active card to the empty Infirmary</source>
        <translation>Dra ditt Aktiva kort till den tomma Sjukstugan</translation>
    </message>
    <message>
        <source>Retreat, then choose the new Active card</source>
        <translation>Gör reträtt och välj sedan det nya Aktiva kortet</translation>
    </message>
    <message>
        <source>Double-click a card</source>
        <translation>Dubbelklicka på ett kort</translation>
    </message>
    <message>
        <source>Make its move when it has only one (e.g. the Active card at set-up, a lone Joker&apos;s attack)</source>
        <translation>Gör kortets drag när det bara har ett (t.ex. Aktivt kort vid förberedelserna, en ensam Jokers anfall)</translation>
    </message>
    <message>
        <source>Click a damage entry in the heal picker, or 1–9</source>
        <translation>Klicka på en skadepost i helningsväljaren, eller 1–9</translation>
    </message>
    <message>
        <source>Keep or remove that damage</source>
        <translation>Behåll eller ta bort den skadan</translation>
    </message>
    <message>
        <source>Click an action button</source>
        <translation>Klicka på en handlingsknapp</translation>
    </message>
    <message>
        <source>Do what it says (its key is shown on it)</source>
        <translation>Gör det som står på den (tangenten visas på knappen)</translation>
    </message>
    <message>
        <source>← / →</source>
        <translation>← / →</translation>
    </message>
    <message>
        <source>Move the keyboard focus along your hand</source>
        <translation>Flytta tangentbordsfokus längs handen</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Mellanslag</translation>
    </message>
    <message>
        <source>Select the focused card, or clear its selection</source>
        <translation>Markera kortet som har fokus, eller ta bort markeringen</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Confirm: the new Active card, the heal picker, or attack with the selection</source>
        <translation>Bekräfta: det nya Aktiva kortet, helningsväljaren, eller anfall med det markerade</translation>
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
        <translation>Byt ut de markerade korten</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Heal your Active card with the selected card</source>
        <translation>Hela ditt Aktiva kort med det markerade kortet</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Heal your Infirmary card with the selected card, or bring it back when your Active card has fallen</source>
        <translation>Hela kortet i Sjukstugan med det markerade kortet, eller ta tillbaka det när ditt Aktiva kort har fallit</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Retreat to the Infirmary</source>
        <translation>Gör reträtt till Sjukstugan</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>End the heal</source>
        <translation>Avsluta helandet</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Pass (only when you have no move)</source>
        <translation>Passa (bara när du inte har något drag)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the selection; cancel a retreat</source>
        <translation>Rensa markeringen; avbryt en reträtt</translation>
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
            <numerusform>{name} drar %n kort för nya Troféer.</numerusform>
            <numerusform>{name} drar %n kort för nya Troféer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws %n card(s).</source>
        <translation>
            <numerusform>{name} drar %n kort.</numerusform>
            <numerusform>{name} drar %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} exchanges %n card(s): {cards}.</source>
        <translation>
            <numerusform>{name} byter ut %n kort: {cards}.</numerusform>
            <numerusform>{name} byter ut %n kort: {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile (%n card(s)).</source>
        <translation>
            <numerusform>Kasthögen blandas till en ny Draghög (%n kort).</numerusform>
            <numerusform>Kasthögen blandas till en ny Draghög (%n kort).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StormaTable</name>
    <message>
        <source>All cards must share one suit.</source>
        <translation>Alla kort måste ha samma färg.</translation>
    </message>
    <message>
        <source>Only a face card (J, Q, K) can be the Active card.</source>
        <translation>Bara ett klätt kort (Kn, D, K) kan vara Aktivt kort.</translation>
    </message>
    <message>
        <source>Nothing to heal.</source>
        <translation>Inget att hela.</translation>
    </message>
    <message>
        <source>A card of the target&apos;s suit cannot attack it; it can still heal or be exchanged.</source>
        <translation>Ett kort i målets färg kan inte anfalla det; det kan fortfarande hela eller bytas ut.</translation>
    </message>
    <message>
        <source>Keys: ←/→ choose a card, Space selects it, A attacks, E exchanges, H heals the Active card, S heals the Infirmary card (or brings it back when your Active card has fallen), R retreats, X ends a heal, P passes, Enter confirms, Esc clears; 1–4 choose a house, 1–9 toggle damage in the heal picker.</source>
        <translation>Tangenter: ←/→ väljer ett kort, mellanslag markerar det, A anfaller, E byter ut, H helar det Aktiva kortet, S helar kortet i Sjukstugan (eller tar tillbaka det när ditt Aktiva kort har fallit), R gör reträtt, X avslutar helandet, P passar, Enter bekräftar, Esc rensar; 1–4 väljer Kungahus, 1–9 väljer skada i helningsväljaren.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <extracomment>the keyboard focus: an index into the hand (``own_hand_items``) what gestures and keys mean, and what they remember between gestures</extracomment>
        <translation>Spelet är slut.</translation>
    </message>
    <message>
        <source>{name}: choose your royal house (click a suit or press 1–4).</source>
        <translation>{name}: välj ditt Kungahus (klicka på en färg eller tryck 1–4).</translation>
    </message>
    <message>
        <source>{name}: choose your Active card face down — drag a face card (J, Q, K) to your Active slot, or select it and press Enter.</source>
        <translation>{name}: välj ditt Aktiva kort med baksidan upp – dra ett klätt kort (Kn, D, K) till platsen för ditt Aktiva kort, eller markera det och tryck Enter.</translation>
    </message>
    <message>
        <source>{name}: your Active card has fallen — choose a new one from your hand or the Infirmary (drag it to the Active slot).</source>
        <translation>{name}: ditt Aktiva kort har fallit – välj ett nytt från handen eller ur Sjukstugan (dra det till platsen för Aktivt kort).</translation>
    </message>
    <message>
        <source>{name}: choose the damage to remove (heal value {value}), then confirm.</source>
        <translation>{name}: välj vilken skada som ska tas bort (helningsvärde {value}) och bekräfta.</translation>
    </message>
    <message>
        <source>{name}: drop another healing card on the healed card, or press End heal.</source>
        <translation>{name}: släpp ytterligare ett helande kort på det helade kortet, eller tryck Avsluta helandet.</translation>
    </message>
    <message>
        <source>{name}: choose the face card from your hand that becomes the new Active card (drag it to the Active slot).</source>
        <translation>{name}: välj det klädda kort från handen som blir nytt Aktivt kort (dra det till platsen för Aktivt kort).</translation>
    </message>
    <message>
        <source>{name}: your move — attack {target} (drop cards on it), heal, retreat, or exchange (drop cards on the discard pile).</source>
        <translation>{name}: ditt drag – anfall {target} (släpp kort på det), hela, gör reträtt eller byt ut kort (släpp kort på Kasthögen).</translation>
    </message>
    <message>
        <source>{name} storms the castle and wins!</source>
        <translation>{name} stormar slottet och vinner!</translation>
    </message>
    <message>
        <source>A draw: nobody takes the castle.</source>
        <translation>Oavgjort: ingen intar slottet.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n trophy(ies), {standing} of 3 house cards standing</source>
        <translation>
            <numerusform>{name}: %n Trofé, {standing} av 3 kort i Kungahuset står kvar</numerusform>
            <numerusform>{name}: %n Troféer, {standing} av 3 kort i Kungahuset står kvar</numerusform>
        </translation>
    </message>
    <message>
        <source>Start roll: the higher D10 begins</source>
        <translation>Startslag: högsta T10-slaget börjar</translation>
    </message>
    <message>
        <source>Dice rolled by {name}</source>
        <translation>Tärningsslag av {name}</translation>
    </message>
    <message>
        <source>wound</source>
        <translation>sår</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n kort på handen</numerusform>
            <numerusform>%n kort på handen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trophy(ies)</source>
        <translation>
            <numerusform>%n Trofé</numerusform>
            <numerusform>%n Troféer</numerusform>
        </translation>
    </message>
    <message>
        <source>House: not chosen yet</source>
        <translation>Kungahus: inte valt än</translation>
    </message>
    <message>
        <source>House of {suit}</source>
        <translation>Kungahus: {suit}</translation>
    </message>
    <message>
        <source>Your Active card</source>
        <translation>Ditt Aktiva kort</translation>
    </message>
    <message>
        <source>{name}&apos;s Active card</source>
        <translation>{name}: Aktivt kort</translation>
    </message>
    <message>
        <source>Infirmary</source>
        <translation>Sjukstuga</translation>
    </message>
    <message>
        <source>Trophies</source>
        <translation>Troféer</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Draghög</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Kasthög</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Förberedelser</translation>
    </message>
    <message>
        <source>{name} chooses a royal house</source>
        <translation>{name} väljer Kungahus</translation>
    </message>
    <message>
        <source>{name} chooses an Active card, face down</source>
        <translation>{name} väljer ett Aktivt kort med baksidan upp</translation>
    </message>
    <message>
        <source>Wound</source>
        <translation>Sår</translation>
    </message>
    <message>
        <source>Heal value {value}: choose the damage to remove from {card}</source>
        <translation>Helningsvärde {value}: välj skadan som ska tas bort från {card}</translation>
    </message>
    <message>
        <source>These cards cannot attack together</source>
        <translation>Dessa kort kan inte anfalla tillsammans</translation>
    </message>
    <message>
        <source>Attack {card}: {points} points left</source>
        <translation>Anfall {card}: {points} poäng kvar</translation>
    </message>
    <message>
        <source>{damage} damage: a sure kill</source>
        <translation>{damage} i skada: säkert besegrat</translation>
    </message>
    <message>
        <source>{damage} damage: may defeat it</source>
        <translation>{damage} i skada: kan besegra det</translation>
    </message>
    <message>
        <source>{damage} damage</source>
        <translation>{damage} i skada</translation>
    </message>
    <message>
        <source>Your royal house: its J, Q and K join your hand</source>
        <translation>Ditt Kungahus: dess Kn, D och K tas upp på handen</translation>
    </message>
    <message>
        <source>If all three are defeated, you lose</source>
        <translation>Besegras alla tre förlorar du</translation>
    </message>
    <message>
        <source>Attack: {damage} damage</source>
        <translation>Anfall: {damage} i skada</translation>
    </message>
    <message>
        <source>Remove {total} damage</source>
        <translation>Ta bort {total} i skada</translation>
    </message>
    <message>
        <source>Remove nothing</source>
        <translation>Ta inte bort något</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Anfall</translation>
    </message>
    <message numerus="yes">
        <source>Exchange %n card(s)</source>
        <translation>
            <numerusform>Byt ut %n kort</numerusform>
            <numerusform>Byt ut %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Byt ut</translation>
    </message>
    <message>
        <source>Heal Active card</source>
        <translation>Hela Aktivt kort</translation>
    </message>
    <message>
        <source>Heal Infirmary card</source>
        <translation>Hela kortet i Sjukstugan</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Reträtt</translation>
    </message>
    <message>
        <source>Pass (no move)</source>
        <translation>Passa (inget drag)</translation>
    </message>
    <message>
        <source>End heal</source>
        <translation>Avsluta helandet</translation>
    </message>
    <message>
        <source>Your Active card has fallen</source>
        <translation>Ditt Aktiva kort har fallit</translation>
    </message>
    <message>
        <source>Choose a new Active card</source>
        <translation>Välj ett nytt Aktivt kort</translation>
    </message>
    <message>
        <source>Choose the new Active card</source>
        <translation>Välj det nya Aktiva kortet</translation>
    </message>
    <message>
        <source>Place face down</source>
        <translation>Lägg med baksidan upp</translation>
    </message>
    <message>
        <source>Make it the Active card</source>
        <translation>Gör till Aktivt kort</translation>
    </message>
    <message>
        <source>New Active card</source>
        <translation>Nytt Aktivt kort</translation>
    </message>
    <message>
        <source>Cancel retreat</source>
        <translation>Avbryt reträtten</translation>
    </message>
    <message>
        <source>Select the cards to attack with first.</source>
        <extracomment>the attack estimate of the cards being dragged (&quot;&quot; = the drag is no attack) and whether it shows whatever the pointer is over (the cards can only attack)</extracomment>
        <translation>Markera först korten du vill anfalla med.</translation>
    </message>
    <message>
        <source>Select the cards to exchange first.</source>
        <translation>Markera först korten du vill byta ut.</translation>
    </message>
    <message>
        <source>The Infirmary is occupied; retreat needs it empty.</source>
        <translation>Sjukstugan är upptagen; för reträtt måste den vara tom.</translation>
    </message>
    <message>
        <source>Choose your royal house first.</source>
        <translation>Välj ditt Kungahus först.</translation>
    </message>
    <message>
        <source>Choose the damage to remove first, then confirm.</source>
        <translation>Välj först vilken skada som ska tas bort och bekräfta sedan.</translation>
    </message>
    <message>
        <source>Heal with one card at a time.</source>
        <translation>Hela med ett kort i taget.</translation>
    </message>
    <message>
        <source>Drop the new Active card on your Active slot.</source>
        <translation>Släpp det nya Aktiva kortet på platsen för ditt Aktiva kort.</translation>
    </message>
    <message>
        <source>Your Active card can only retreat to the Infirmary.</source>
        <translation>Ditt Aktiva kort kan bara göra reträtt till Sjukstugan.</translation>
    </message>
    <message>
        <source>Cards cannot go there now.</source>
        <translation>Kort kan inte läggas där nu.</translation>
    </message>
    <message>
        <source>Select one healing card first.</source>
        <translation>Markera först ett helande kort.</translation>
    </message>
    <message>
        <source>Joker: 2D10 → 0 0 fumble!</source>
        <translation>Joker: 2T10 → 0 0 – Jokern fumlar!</translation>
    </message>
    <message>
        <source>No damage; {name} takes the Joker into hand.</source>
        <translation>Ingen skada; {name} tar upp Jokern på hand.</translation>
    </message>
    <message>
        <source>Joker: {a} + {b} = {total}</source>
        <translation>Joker: {a} + {b} = {total}</translation>
    </message>
    <message>
        <source>Assassin {card}: D10 → 0 fumble!</source>
        <translation>Lönnmördare {card}: T10 → 0 – Lönnmördaren fumlar!</translation>
    </message>
    <message>
        <source>No damage; the assassin dies and becomes {name}&apos;s trophy.</source>
        <translation>Ingen skada; Lönnmördaren dör och blir Trofé hos {name}.</translation>
    </message>
    <message>
        <source>Assassin {card}: 5 + {a} = {total}</source>
        <translation>Lönnmördare {card}: 5 + {a} = {total}</translation>
    </message>
    <message>
        <source>A wound of {total}.</source>
        <translation>Ett sår på {total}.</translation>
    </message>
    <message>
        <source>Joker heal: 2D10 → 0 0 fumble!</source>
        <translation>Jokerhelande: 2T10 → 0 0 – Jokern fumlar!</translation>
    </message>
    <message>
        <source>The healed card dies and becomes a trophy.</source>
        <translation>Det helade kortet dör och blir Trofé.</translation>
    </message>
    <message>
        <source>Joker heal: higher of {a} and {b} = {total}</source>
        <translation>Jokerhelande: högst av {a} och {b} = {total}</translation>
    </message>
    <message>
        <source>The card had only 1 point left: nothing happens, the healer is discarded.</source>
        <translation>Kortet hade bara 1 poäng kvar: ingenting händer, Läkaren läggs i Kasthögen.</translation>
    </message>
    <message>
        <source>The card is left with 1 point; the healer stays on it as damage.</source>
        <translation>Kortet har 1 poäng kvar; Läkaren ligger kvar på det som Skadekort.</translation>
    </message>
    <message>
        <source>Healer {card}: 2D10 → 0 0 fumble!</source>
        <translation>Läkare {card}: 2T10 → 0 0 – Läkaren fumlar!</translation>
    </message>
    <message>
        <source>Healer {card}: 7 + {a} + {b} = {total}</source>
        <translation>Läkare {card}: 7 + {a} + {b} = {total}</translation>
    </message>
    <message>
        <source>{name} starts.</source>
        <translation>{name} börjar.</translation>
    </message>
    <message>
        <source>A tie: roll again.</source>
        <translation>Lika: slå om.</translation>
    </message>
    <message>
        <source>{name} rolls {a}</source>
        <translation>{name} slår {a}</translation>
    </message>
    <message>
        <source>New game of Storma slottet! {name} chooses a royal house first.</source>
        <extracomment>The log line of each kind of event, by its class (a kind without one is not logged).</extracomment>
        <translation>Nytt spel Storma slottet! {name} väljer Kungahus först.</translation>
    </message>
    <message>
        <source>{name} takes the house of {suit}.</source>
        <translation>{name} väljer {suit} som Kungahus.</translation>
    </message>
    <message>
        <source>{name} starts healing the Active card.</source>
        <translation>{name} börjar hela sitt Aktiva kort.</translation>
    </message>
    <message>
        <source>{name} starts healing the Infirmary card.</source>
        <translation>{name} börjar hela kortet i Sjukstugan.</translation>
    </message>
    <message>
        <source>{card} ({amount})</source>
        <translation>{card} ({amount})</translation>
    </message>
    <message>
        <source>a wound ({amount})</source>
        <translation>ett sår ({amount})</translation>
    </message>
    <message>
        <source>{name} removes {parts} from {target}: {total} of the heal value {value} used.</source>
        <translation>{name} tar bort {parts} från {target}: {total} av helningsvärdet {value} används.</translation>
    </message>
    <message>
        <source>{name} places an Active card face down.</source>
        <translation>{name} lägger ett Aktivt kort med baksidan upp.</translation>
    </message>
    <message>
        <source>The Active cards are revealed: {a} plays {x}, {b} plays {y}.</source>
        <translation>De Aktiva korten vänds upp: {a} spelar {x}, {b} spelar {y}.</translation>
    </message>
    <message>
        <source>{name} rolls {a} for the start.</source>
        <translation>{name} slår {a} om att börja.</translation>
    </message>
    <message>
        <source>{name} rolls: {formula}</source>
        <translation>{name} slår: {formula}</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>{name} är på tur.</translation>
    </message>
    <message>
        <source>{name} attacks {target} with {cards}.</source>
        <translation>{name} anfaller {target} med {cards}.</translation>
    </message>
    <message>
        <source>{card} deals {amount} damage to {target}.</source>
        <translation>{card} gör {amount} i skada på {target}.</translation>
    </message>
    <message>
        <source>The fumbled assassin {card} becomes {name}&apos;s trophy.</source>
        <translation>Den fumlande Lönnmördaren {card} blir Trofé hos {name}.</translation>
    </message>
    <message>
        <source>{card} becomes {name}&apos;s trophy.</source>
        <translation>{card} blir Trofé hos {name}.</translation>
    </message>
    <message>
        <source>{name}&apos;s {card} is defeated.</source>
        <translation>{card} hos {name} besegras.</translation>
    </message>
    <message>
        <source>{name} heals {target} with {card}: heal value {value}.</source>
        <translation>{name} helar {target} med {card}: helningsvärde {value}.</translation>
    </message>
    <message>
        <source>{name} removes no damage.</source>
        <translation>{name} tar inte bort någon skada.</translation>
    </message>
    <message>
        <source>{name} ends the heal.</source>
        <translation>{name} avslutar helandet.</translation>
    </message>
    <message>
        <source>{name} retreats {card} to the Infirmary; {new} becomes the Active card.</source>
        <translation>{name} gör reträtt med {card} till Sjukstugan; {new} blir Aktivt kort.</translation>
    </message>
    <message>
        <source>{name} brings {card} from the Infirmary as the new Active card.</source>
        <translation>{name} tar ut {card} ur Sjukstugan som nytt Aktivt kort.</translation>
    </message>
    <message>
        <source>{name} makes {card} the new Active card.</source>
        <translation>{name} gör {card} till nytt Aktivt kort.</translation>
    </message>
    <message>
        <source>{name} has no move and passes.</source>
        <translation>{name} har inget drag och passar.</translation>
    </message>
    <message>
        <source>{target} takes {amount} damage from {cards}.</source>
        <translation>{target} tar {amount} i skada av {cards}.</translation>
    </message>
    <message>
        <source>Two passes in a row: the game is a draw.</source>
        <translation>Två pass i rad: spelet slutar oavgjort.</translation>
    </message>
    <message>
        <source>{loser} cannot fill the Active slot: {name} wins!</source>
        <translation>{loser} kan inte ersätta sitt Aktiva kort: {name} vinner!</translation>
    </message>
    <message>
        <source>All three cards of {loser}&apos;s house have fallen: {name} wins!</source>
        <translation>Alla tre korten i Kungahuset hos {loser} har fallit: {name} vinner!</translation>
    </message>
</context>
<context>
    <name>SupertrumfAccess</name>
    <message>
        <source>Your place</source>
        <translation>Din plats</translation>
    </message>
    <message>
        <source>{name}&apos;s place</source>
        <translation>{name}s plats</translation>
    </message>
    <message>
        <source>Your won cards</source>
        <translation>Dina vunna kort</translation>
    </message>
    <message>
        <source>{name}&apos;s won cards</source>
        <translation>{name}s vunna kort</translation>
    </message>
    <message>
        <source>Your prize cards</source>
        <translation>Dina priskort</translation>
    </message>
    <message>
        <source>{name}&apos;s prize cards</source>
        <translation>{name}s priskort</translation>
    </message>
    <message>
        <source>{property} {value} (named)</source>
        <translation>{property} {value} (vald egenskap)</translation>
    </message>
    <message>
        <source>names a property</source>
        <translation>väljer egenskap</translation>
    </message>
    <message>
        <source>can be put out</source>
        <translation>kan läggas ut</translation>
    </message>
</context>
<context>
    <name>SupertrumfControls</name>
    <message>
        <source>Click a property row</source>
        <translation>Klicka på en egenskapsrad</translation>
    </message>
    <message>
        <source>Name that property (when you lead)</source>
        <translation>Välj den egenskapen (när du är spelförare)</translation>
    </message>
    <message>
        <source>Click a card</source>
        <translation>Klicka på ett kort</translation>
    </message>
    <message>
        <source>Select it or take it back; a figure and an object can be selected together</source>
        <translation>Markera det eller ta bort markeringen; en figur och ett objekt kan markeras tillsammans</translation>
    </message>
    <message>
        <source>Drag cards to your place</source>
        <translation>Dra kort till din plats</translation>
    </message>
    <message>
        <source>Put them out face down</source>
        <translation>Lägg ut dem med baksidan upp</translation>
    </message>
    <message>
        <source>Double-click a card</source>
        <translation>Dubbelklicka på ett kort</translation>
    </message>
    <message>
        <source>Put out that card alone</source>
        <translation>Lägg ut bara det kortet</translation>
    </message>
    <message>
        <source>Put out button, or click your place</source>
        <translation>Lägg ut-knappen, eller klicka på din plats</translation>
    </message>
    <message>
        <source>Put out the selected cards</source>
        <translation>Lägg ut de markerade korten</translation>
    </message>
    <message>
        <source>← / →</source>
        <translation>← / →</translation>
    </message>
    <message>
        <source>Choose a card in your hand</source>
        <translation>Välj ett kort på handen</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Mellanslag</translation>
    </message>
    <message>
        <source>Select the chosen card, or take it back</source>
        <translation>Markera det valda kortet, eller ta bort markeringen</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Put out the selection (or the chosen card)</source>
        <translation>Lägg ut det markerade (eller det valda kortet)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Rensa markeringen</translation>
    </message>
    <message>
        <source>1–5</source>
        <translation>1–5</translation>
    </message>
    <message>
        <source>Name a property (when you lead)</source>
        <translation>Välj en egenskap (när du är spelförare)</translation>
    </message>
    <message>
        <source>1 / 2</source>
        <translation>1 / 2</translation>
    </message>
    <message>
        <source>At the start: keep your hand, or discard it and draw a new one</source>
        <translation>I början: behåll din hand, eller kasta den och dra en ny</translation>
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
        <translation>Spelas med en figur</translation>
    </message>
    <message>
        <source>Super-trump</source>
        <translation>Supertrumf</translation>
    </message>
    <message>
        <source>Beats every play; two super-trumps tie</source>
        <translation>Slår allt; två supertrumfkort ger oavgjort</translation>
    </message>
    <message>
        <source>Keys: ←/→ choose a card, Space selects it, Enter puts out the selection, Esc clears it, 1–5 name a property; in the mulligan 1 keeps the hand and 2 draws a new one.</source>
        <extracomment>the sentences with a count, asked of ``SupertrumfTable.counted`` (see the module docstring)</extracomment>
        <translation>Tangenter: ←/→ väljer ett kort, mellanslag markerar det, Enter lägger ut det markerade, Esc rensar, 1–5 väljer en egenskap; vid handbytet behåller 1 handen och 2 drar en ny.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <extracomment>relative seat positions around the table (0 = bottom, the viewer), per number of seats the height of the top right corner the table keeps free for the ↶ button (scene units: the button at 1024 × 600, where the table fills the window&apos;s height) the pot&apos;s cards lie face up: a little bigger than a pile so the top card reads the hand&apos;s focus ring shows whenever the person is to act, keyboard on the felt or not the focused card of your hand (←/→ move it, Space selects it, Enter puts it out)</extracomment>
        <translation>Spelet är slut.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: keep your hand, or discard it and draw %n card(s)?</source>
        <translation>
            <numerusform>{name}: behåll din hand, eller kasta den och dra %n kort?</numerusform>
            <numerusform>{name}: behåll din hand, eller kasta den och dra %n kort?</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: name a property (click a value on one of your cards, a button below, or press 1–5).</source>
        <translation>{name}: välj en egenskap (klicka på ett värde på något av dina kort, på en knapp nedan eller tryck 1–5).</translation>
    </message>
    <message>
        <source>{name}: put out one card, or a figure and an object, face down (drag them to your place, or select them and press Enter).</source>
        <translation>{name}: lägg ut ett kort, eller en figur och ett objekt, med baksidan upp (dra dem till din plats, eller markera dem och tryck Enter).</translation>
    </message>
    <message>
        <source>New game of Supertrumf Fantasy, Blixtduell: 4 cards and 4 prize cards each.</source>
        <translation>Nytt spel Supertrumf Fantasy, Blixtduell: 4 kort och 4 priskort var.</translation>
    </message>
    <message>
        <source>New game of Supertrumf Fantasy, Klassisk: 4 cards each; {name} leads.</source>
        <translation>Nytt spel Supertrumf Fantasy, Klassisk: 4 kort var; {name} är spelförare.</translation>
    </message>
    <message>
        <source>{name} names {prop}.</source>
        <translation>{name} väljer {prop}.</translation>
    </message>
    <message>
        <source>{name} has no card to put out.</source>
        <translation>{name} har inget kort att lägga ut.</translation>
    </message>
    <message numerus="yes">
        <source>{name} puts out %n card(s) face down.</source>
        <translation>
            <numerusform>{name} lägger ut %n kort med baksidan upp.</numerusform>
            <numerusform>{name} lägger ut %n kort med baksidan upp.</numerusform>
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
        <translation>Korten vänds för {prop}: {plays}.</translation>
    </message>
    <message>
        <source>{name} wins the round.</source>
        <translation>{name} vinner omgången.</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins the round and takes %n card(s).</source>
        <translation>
            <numerusform>{name} vinner omgången och tar %n kort.</numerusform>
            <numerusform>{name} vinner omgången och tar %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie! Nobody takes a prize card.</source>
        <translation>Oavgjort! Ingen tar något priskort.</translation>
    </message>
    <message numerus="yes">
        <source>Tie! The cards go to the pot (%n card(s) in it).</source>
        <translation>
            <numerusform>Oavgjort! Korten läggs i potten (%n kort i den).</numerusform>
            <numerusform>Oavgjort! Korten läggs i potten (%n kort i den).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws %n card(s).</source>
        <translation>
            <numerusform>{name} drar %n kort.</numerusform>
            <numerusform>{name} drar %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} adds the last %n card(s) of the hand to the won cards.</source>
        <translation>
            <numerusform>{name} lägger det sista kortet på handen i vinsthögen.</numerusform>
            <numerusform>{name} lägger de sista %n korten på handen i vinsthögen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} has no cards left; {other} leads.</source>
        <translation>{name} har inga kort kvar; {other} blir spelförare.</translation>
    </message>
    <message numerus="yes">
        <source>{name} discards the hand and draws %n card(s).</source>
        <translation>
            <numerusform>{name} kastar handen och drar %n kort.</numerusform>
            <numerusform>{name} kastar handen och drar %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} keeps the hand.</source>
        <translation>{name} behåller handen.</translation>
    </message>
    <message>
        <source>Dice for the lead: {a} rolls {x}, {b} rolls {y}.</source>
        <translation>Tärningsslag om att bli spelförare: {a} slår {x}, {b} slår {y}.</translation>
    </message>
    <message>
        <source>Equal: roll again.</source>
        <translation>Lika: slå om.</translation>
    </message>
    <message>
        <source>{name} leads.</source>
        <translation>{name} är spelförare.</translation>
    </message>
    <message>
        <source>{name} takes a prize card ({taken} of 4).</source>
        <translation>{name} tar ett priskort ({taken} av 4).</translation>
    </message>
    <message>
        <source>The discard pile is shuffled into a new draw pile.</source>
        <translation>Kasthögen blandas till en ny draghög.</translation>
    </message>
    <message>
        <source>{name} wins: all 4 prize cards taken!</source>
        <translation>{name} vinner: alla 4 priskort tagna!</translation>
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
            <numerusform>{names} delar på segern med %n kort var.</numerusform>
            <numerusform>{names} delar på segern med %n kort var.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n prize card(s) taken</source>
        <translation>
            <numerusform>{name}: %n priskort taget</numerusform>
            <numerusform>{name}: %n priskort tagna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s) won</source>
        <translation>
            <numerusform>{name}: %n kort vunnet</numerusform>
            <numerusform>{name}: %n kort vunna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prize card(s) won</source>
        <translation>
            <numerusform>%n priskort vunnet</numerusform>
            <numerusform>%n priskort vunna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n kort på handen</numerusform>
            <numerusform>%n kort på handen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n vunnet</numerusform>
            <numerusform>%n vunna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Prize cards · %n left</source>
        <translation>
            <numerusform>Priskort · %n kvar</numerusform>
            <numerusform>Priskort · %n kvar</numerusform>
        </translation>
    </message>
    <message>
        <source>Your place</source>
        <translation>Din plats</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Draghög</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kasthög</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pott</translation>
    </message>
    <message>
        <source>Drag one card, or a figure and an object, here</source>
        <translation>Dra hit ett kort, eller en figur och ett objekt</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <source>Mulligan 3 · 2 · 1</source>
        <translation>Byta hand 3 · 2 · 1</translation>
    </message>
    <message>
        <source>Keep or redraw?</source>
        <translation>Behålla eller dra nytt?</translation>
    </message>
    <message>
        <source>{name} named</source>
        <translation>{name} valde</translation>
    </message>
    <message>
        <source>{name} wins the round</source>
        <translation>{name} vinner omgången</translation>
    </message>
    <message>
        <source>Tie!</source>
        <translation>Oavgjort!</translation>
    </message>
    <message>
        <source>Cards to the pot</source>
        <translation>Korten till potten</translation>
    </message>
    <message>
        <source>No prize card</source>
        <translation>Inget priskort</translation>
    </message>
    <message>
        <source>{name} leads</source>
        <translation>{name} är spelförare</translation>
    </message>
    <message>
        <source>Name a property</source>
        <translation>Välj en egenskap</translation>
    </message>
    <message>
        <source>Naming a property…</source>
        <translation>Väljer egenskap…</translation>
    </message>
    <message>
        <source>Put out face down</source>
        <translation>Lägg ut med baksidan upp</translation>
    </message>
    <message>
        <source>Keep this hand</source>
        <translation>Behåll handen</translation>
    </message>
    <message numerus="yes">
        <source>Discard, draw %n card(s)</source>
        <translation>
            <numerusform>Kasta, dra %n kort</numerusform>
            <numerusform>Kasta, dra %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Select one card, or a figure and an object, first.</source>
        <extracomment>the focused card of your hand (←/→ move it, Space selects it, Enter puts it out)</extracomment>
        <translation>Markera först ett kort, eller en figur och ett objekt.</translation>
    </message>
    <message>
        <source>Cards can only be put out on your own place.</source>
        <translation>Kort kan bara läggas ut på din egen plats.</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>selected</source>
        <translation>vald</translation>
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
        <translation>står på tur</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>tänker</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vinnare</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Din hand</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>{name}s hand</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>kort med baksidan upp</translation>
    </message>
    <message>
        <source>cannot be used now</source>
        <translation>kan inte användas nu</translation>
    </message>
    <message>
        <source>can be played</source>
        <translation>kan spelas</translation>
    </message>
    <message>
        <source>can be chosen</source>
        <translation>kan väljas</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Spelbord</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Learn to play</source>
        <translation>Lär dig spela</translation>
    </message>
    <message>
        <source>The guided game could not be started.

{detail}</source>
        <translation>Det guidade partiet kunde inte startas.

{detail}</translation>
    </message>
    <message>
        <source>The guided game is over: press {play} to play on against Easy, or {leave} for the welcome page.</source>
        <extracomment>the level the other seats play at once the guided part is over the guided part is over and the person chose to play on</extracomment>
        <translation>Det guidade partiet är slut: tryck {play} för att spela vidare mot Lätt, eller {leave} för startsidan.</translation>
    </message>
    <message>
        <source>Wait a moment: the other player moves now.</source>
        <translation>Vänta lite: nu är det den andra spelarens drag.</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Steg {number} av {count}</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Visa mig</translation>
    </message>
    <message>
        <source>Next part</source>
        <translation>Nästa del</translation>
    </message>
    <message>
        <source>Play on against Easy</source>
        <translation>Spela vidare mot Lätt</translation>
    </message>
    <message>
        <source>Welcome page</source>
        <translation>Startsidan</translation>
    </message>
    <message>
        <source>Playing on against Easy. Press Ctrl+H for a hint at any time.</source>
        <translation>Du spelar vidare mot Lätt. Tryck Ctrl+H för ett tips när du vill.</translation>
    </message>
    <message>
        <source>Storma slottet!: a guided first game</source>
        <translation>Storma slottet!: ett guidat första parti</translation>
    </message>
    <message>
        <source>The J♣ is your trophy: each trophy draws you 3 cards. Defeat all three cards of the computer&apos;s royal house (clubs) to win.</source>
        <translation>Kn♣ är din trofé: varje trofé ger dig 3 kort att dra. Besegra alla tre korten i datorns Kungahus (klöver) för att vinna.</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Dator</translation>
    </message>
    <message>
        <source>Riftforce: a guided first game</source>
        <translation>Riftforce: ett guidat första parti</translation>
    </message>
    <message>
        <source>Well done! That is Riftforce: play cards, discard one to activate, Check &amp; Draw to score. The first to 12 Riftforce wins. Play on against an Easy computer, or go back to the welcome page.</source>
        <translation>Bra gjort! Det är Riftforce: spela ut kort, kasta ett för att aktivera, Kontrollera och dra för att få poäng. Den som först har 12 Riftforce vinner. Spela vidare mot en dator på nivån Lätt, eller gå tillbaka till startsidan.</translation>
    </message>
    <message>
        <source>First the draft: each of you was dealt one guild (yours is Fire). Now you take turns picking until each has four. Click Crystal: its elementals hit hardest.</source>
        <translation>Först valet av gillen: ni har fått ett gille var (ditt är Eld). Nu väljer ni turvis tills båda har fyra. Klicka på Kristall: dess elementarer slår hårdast.</translation>
    </message>
    <message>
        <source>Keys: press 5.</source>
        <translation>Tangenter: tryck 5.</translation>
    </message>
    <message>
        <source>Pick the Crystal guild.</source>
        <translation>Välj gillet Kristall.</translation>
    </message>
    <message>
        <source>The computer took Light. Click Ice: it finishes off enemies that are already damaged.</source>
        <translation>Datorn tog Ljus. Klicka på Is: det gör slut på fiender som redan är skadade.</translation>
    </message>
    <message>
        <source>Keys: press 1.</source>
        <translation>Tangenter: tryck 1.</translation>
    </message>
    <message>
        <source>Pick the Ice guild.</source>
        <translation>Välj gillet Is.</translation>
    </message>
    <message>
        <source>Last pick: click Shadow, which can strike at any location. Your deck is now the 36 elementals of your four guilds; each card&apos;s number is its life.</source>
        <translation>Sista valet: klicka på Skugga, som kan slå till på vilken plats som helst. Din draghög är nu de 36 elementarerna i dina fyra gillen; varje korts tal är dess liv.</translation>
    </message>
    <message>
        <source>Keys: press 2.</source>
        <translation>Tangenter: tryck 2.</translation>
    </message>
    <message>
        <source>Pick the Shadow guild.</source>
        <translation>Välj gillet Skugga.</translation>
    </message>
    <message>
        <source>A Play puts 1–3 cards that share a guild or a number on your side. The computer&apos;s Air 5 stands at location 3: drag your Crystal 5 there.</source>
        <translation>Ett utspel lägger 1–3 kort med samma gille eller samma tal på din sida. Datorns Luft 5 står vid plats 3: dra din Kristall 5 dit.</translation>
    </message>
    <message>
        <source>Keys: ← → to the Crystal 5, then 3.</source>
        <translation>Tangenter: ← → till Kristall 5, sedan 3.</translation>
    </message>
    <message>
        <source>Drag the Crystal 5 to location 3.</source>
        <translation>Dra Kristall 5 till plats 3.</translation>
    </message>
    <message>
        <source>The Fire 5 shares the number 5, so it may join. Drag it to location 3 too; it lines up behind the Crystal.</source>
        <translation>Eld 5 har samma tal, 5, så den får följa med. Dra den också till plats 3; den ställer sig bakom Kristall.</translation>
    </message>
    <message>
        <source>Keys: ← → to the Fire 5, then 3.</source>
        <translation>Tangenter: ← → till Eld 5, sedan 3.</translation>
    </message>
    <message>
        <source>Drag the Fire 5 to location 3.</source>
        <translation>Dra Eld 5 till plats 3.</translation>
    </message>
    <message>
        <source>A third card could follow, but keep your Shadow 5 for the next turn: click End play.</source>
        <translation>Ett tredje kort kunde följa, men spara din Skugga 5 till nästa tur: klicka på Avsluta utspelet.</translation>
    </message>
    <message>
        <source>Keys: E or Enter.</source>
        <translation>Tangenter: E eller Enter.</translation>
    </message>
    <message>
        <source>End the play now.</source>
        <translation>Avsluta utspelet nu.</translation>
    </message>
    <message>
        <source>Now attack: discard a card, and up to 3 of your elementals sharing its guild or its number act. Drag the Shadow 5 onto your discard pile.</source>
        <translation>Nu anfaller du: kasta ett kort, så agerar upp till 3 av dina elementarer med samma gille eller samma tal. Dra Skugga 5 till din kasthög.</translation>
    </message>
    <message>
        <source>Keys: ← → to the Shadow 5, then A.</source>
        <translation>Tangenter: ← → till Skugga 5, sedan A.</translation>
    </message>
    <message>
        <source>Drag the Shadow 5 onto your discard pile.</source>
        <translation>Dra Skugga 5 till din kasthög.</translation>
    </message>
    <message>
        <source>Both your 5s may act now. Click the Crystal 5: Crystal deals 4 damage to the first enemy at its location.</source>
        <translation>Båda dina femmor får agera nu. Klicka på Kristall 5: Kristall ger 4 skada på första fienden på sin plats.</translation>
    </message>
    <message>
        <source>Keys: ← → and Space.</source>
        <translation>Tangenter: ← → och Mellanslag.</translation>
    </message>
    <message>
        <source>Click your Crystal 5 to activate it.</source>
        <translation>Klicka på din Kristall 5 för att aktivera den.</translation>
    </message>
    <message>
        <source>The Air 5 has 4 damage. Click the Fire 5: its 3 damage destroys the Air 5, and every enemy you destroy gives you 1 Riftforce.</source>
        <translation>Luft 5 har 4 skada. Klicka på Eld 5: dess 3 skada förstör Luft 5, och varje fiende du förstör ger dig 1 Riftforce.</translation>
    </message>
    <message>
        <source>Keys: Space.</source>
        <translation>Tangenter: Mellanslag.</translation>
    </message>
    <message>
        <source>Ordet fanger: a guided first game</source>
        <translation>Ordet fanger: ett guidat första spel</translation>
    </message>
    <message>
        <source>Well done! You know the core of Ordet fanger: flip, spot matching symbols, answer fast, and mind the joker. The round ends when both draw piles are empty; most won cards wins.</source>
        <translation>Bra jobbat! Nu kan du grunderna i Ordet fanger: vänd kort, hitta lika symboler, svara snabbt och håll koll på jokern. Rundan slutar när båda draghögarna är tomma; flest vunna kort vinner.</translation>
    </message>
    <message>
        <source>Welcome! On your turn you flip the top card of a draw pile onto one of your two play piles, for everyone to see. Click the framed draw pile to flip your first card.</source>
        <translation>Välkommen! När det är din tur vänder du upp det översta kortet från en draghög till en av dina två spelhögar, så att alla ser det. Klicka på den markerade draghögen för att vända ditt första kort.</translation>
    </message>
    <message>
        <source>Click the framed draw pile to flip your first card onto your left pile.</source>
        <translation>Klicka på den markerade draghögen för att vända ditt första kort till din vänstra spelhög.</translation>
    </message>
    <message>
        <source>Each card has a symbol and a category. Flip the next card onto your right pile: click that pile, then the draw pile. Watch the symbols!</source>
        <translation>Varje kort har en symbol och en kategori. Vänd nästa kort till din högra spelhög: klicka på den högen och sedan på draghögen. Håll koll på symbolerna!</translation>
    </message>
    <message>
        <source>Keys: → to choose the right pile, then Space.</source>
        <translation>Tangenter: → för att välja den högra högen, sedan Mellanslag.</translation>
    </message>
    <message>
        <source>Flip the next card onto your right play pile.</source>
        <translation>Vänd nästa kort till din högra spelhög.</translation>
    </message>
    <message>
        <source>Your new card and the computer&apos;s both show a cross: a duel! Name something from the category on the computer&apos;s card, An item of clothing. The first correct answer wins that card.</source>
        <translation>Ditt nya kort och datorns visar båda ett kors: duell! Nämn något ur kategorin på datorns kort, Ett klädesplagg. Det första rätta svaret vinner det kortet.</translation>
    </message>
    <message>
        <source>Keys: type an answer, e.g. jeans, then Enter.</source>
        <translation>Tangenter: skriv ett svar, t.ex. jeans, sedan Enter.</translation>
    </message>
    <message>
        <source>Type an item of clothing and press Enter.</source>
        <translation>Skriv ett klädesplagg och tryck Enter.</translation>
    </message>
    <message>
        <source>You won! The card went to your won pile: most won cards wins the game. The computer has flipped again. Your turn: flip the next card.</source>
        <translation>Du vann! Kortet ligger nu bland dina vunna kort: flest vunna kort vinner spelet. Datorn har vänt ett nytt kort. Din tur: vänd nästa kort.</translation>
    </message>
    <message>
        <source>Flip the next card from the framed draw pile.</source>
        <translation>Vänd nästa kort från den markerade draghögen.</translation>
    </message>
    <message>
        <source>A joker! While it lies in the middle, its two symbols count as the same. So your cross now matches the computer&apos;s diamond: name A kind of weather.</source>
        <translation>En joker! Så länge den ligger i mitten räknas dess två symboler som samma. Ditt kors matchar alltså nu datorns romb: nämn Ett väderfenomen.</translation>
    </message>
    <message>
        <source>Keys: type an answer, e.g. tornado, then Enter.</source>
        <translation>Tangenter: skriv ett svar, t.ex. tornado, sedan Enter.</translation>
    </message>
    <message>
        <source>Type a kind of weather and press Enter.</source>
        <translation>Skriv ett väderfenomen och tryck Enter.</translation>
    </message>
    <message>
        <source>Whoever draws a joker draws again. Flip onto your right pile, then watch: the computer races you too.</source>
        <translation>Den som drar en joker drar igen. Vänd till din högra spelhög och titta sedan: datorn tävlar också om att svara först.</translation>
    </message>
    <message>
        <source>Keys: → if the left pile is chosen, then Space.</source>
        <translation>Tangenter: → om den vänstra högen är vald, sedan Mellanslag.</translation>
    </message>
    <message>
        <source>The computer&apos;s vegetable matched your dessert, and the computer answered first: it took your card. Only the fastest correct answer wins. Flip your next card onto either pile.</source>
        <translation>Datorns grönsakskort matchade ditt efterrättskort, och datorn svarade först: den tog ditt kort. Bara det snabbaste rätta svaret vinner. Vänd nästa kort till valfri spelhög.</translation>
    </message>
    <message>
        <source>Click your Fire 5 to activate it.</source>
        <translation>Klicka på din Eld 5 för att aktivera den.</translation>
    </message>
    <message>
        <source>The computer scored 1 for holding location 5 alone. Click Check &amp; Draw: it scores 1 Riftforce for each location only you hold, then refills your hand to 7.</source>
        <translation>Datorn fick 1 för att ensam hålla plats 5. Klicka på Kontrollera och dra: det ger 1 Riftforce för varje plats som bara du håller och fyller sedan på din hand till 7.</translation>
    </message>
    <message>
        <source>Keys: C.</source>
        <translation>Tangenter: C.</translation>
    </message>
    <message>
        <source>Click Check &amp; Draw.</source>
        <translation>Klicka på Kontrollera och dra.</translation>
    </message>
    <message>
        <source>Your royal house is the J, Q and K of one suit. If all three are defeated, you lose. Choose hearts.</source>
        <translation>Ditt Kungahus är Kn, D och K i en färg. Besegras alla tre förlorar du. Välj hjärter.</translation>
    </message>
    <message>
        <source>Keys: 2 (the houses are 1–4).</source>
        <translation>Tangenter: 2 (husen är 1–4).</translation>
    </message>
    <message>
        <source>Choose hearts as your royal house.</source>
        <translation>Välj hjärter som ditt Kungahus.</translation>
    </message>
    <message>
        <source>Your Active card takes the attacks: a house card, or a hero (a face card of a free suit). The Q♥ is toughest (35 points). Drag it to your Active slot.</source>
        <translation>Ditt Aktiva kort tar emot anfallen: ett kort ur ditt Kungahus eller en hjälte (ett klätt kort i en fri färg). D♥ är tåligast (35 poäng). Dra den till platsen för ditt Aktiva kort.</translation>
    </message>
    <message>
        <source>Keys: ←/→ to the Q♥, then Enter.</source>
        <translation>Tangenter: ←/→ till D♥, sedan Enter.</translation>
    </message>
    <message>
        <source>Drag the Q♥ to your Active slot.</source>
        <translation>Dra D♥ till platsen för ditt Aktiva kort.</translation>
    </message>
    <message>
        <source>You rolled higher and start. Attack the computer&apos;s J♣ with number cards of one suit, never its own suit (clubs). Select the 3♠ and 6♠, then drag them onto it.</source>
        <translation>Du slog högst och börjar. Anfall datorns Kn♣ med nummerkort i en färg, aldrig i dess egen färg (klöver). Markera 3♠ och 6♠ och dra dem sedan till den.</translation>
    </message>
    <message>
        <source>Keys: ←/→ and Space select each, then A.</source>
        <translation>Tangenter: ←/→ och mellanslag markerar varje kort, sedan A.</translation>
    </message>
    <message>
        <source>Attack the J♣ with the 3♠ and 6♠.</source>
        <translation>Anfall Kn♣ med 3♠ och 6♠.</translation>
    </message>
    <message>
        <source>The computer hit your Q♥: its cards lie on it as damage. Heal with a number card of the Q♥&apos;s suit: drag the 9♥ onto your Q♥.</source>
        <translation>Datorn träffade din D♥: dess kort ligger på den som skada. Hela med ett nummerkort i D♥:s färg: dra 9♥ till din D♥.</translation>
    </message>
    <message>
        <source>Keys: ←/→ to the 9♥, Space, then H.</source>
        <translation>Tangenter: ←/→ till 9♥, mellanslag, sedan H.</translation>
    </message>
    <message>
        <source>Drag the 9♥ onto your Q♥ to heal it.</source>
        <translation>Dra 9♥ till din D♥ för att hela den.</translation>
    </message>
    <message>
        <source>A heal of 9 removes damage cards worth at most 9 together. The 2♠ and 5♠ (7) are chosen: click Remove 7 damage.</source>
        <translation>Ett helande på 9 tar bort skadekort värda högst 9 tillsammans. 2♠ och 5♠ (7) är valda: klicka på Ta bort 7 i skada.</translation>
    </message>
    <message>
        <source>Keys: Enter.</source>
        <translation>Tangenter: Enter.</translation>
    </message>
    <message>
        <source>Remove the 2♠ and 5♠ from your Q♥.</source>
        <translation>Ta bort 2♠ och 5♠ från din D♥.</translation>
    </message>
    <message>
        <source>A heal may go on with more cards, one at a time, but your Q♥ is whole again. End the heal, which ends your move.</source>
        <translation>Ett helande kan fortsätta med fler kort, ett i taget, men din D♥ är hel igen. Avsluta helandet, så är ditt drag slut.</translation>
    </message>
    <message>
        <source>Keys: X.</source>
        <translation>Tangenter: X.</translation>
    </message>
    <message>
        <source>Click End heal to finish your move.</source>
        <translation>Klicka på Avsluta helandet för att avsluta ditt drag.</translation>
    </message>
    <message>
        <source>Your Q♥ has only 16 points left. Let it rest in the Infirmary (Sjukstuga): drag it there, then drag the K♥ to your Active slot.</source>
        <translation>Din D♥ har bara 16 poäng kvar. Låt den vila i Sjukstugan: dra den dit och dra sedan K♥ till platsen för ditt Aktiva kort.</translation>
    </message>
    <message>
        <source>Keys: ←/→ to the K♥, Space, then R.</source>
        <translation>Tangenter: ←/→ till K♥, mellanslag, sedan R.</translation>
    </message>
    <message>
        <source>Retreat the Q♥ to the Infirmary and make the K♥ your Active card.</source>
        <translation>Gör reträtt med D♥ till Sjukstugan och gör K♥ till ditt Aktiva kort.</translation>
    </message>
    <message>
        <source>Weak cards? Exchange them: discard cards of one suit and draw as many. Select the A♦ and 2♦, then drag them to the discard pile.</source>
        <translation>Svaga kort? Byt ut dem: kasta kort i en färg och dra lika många. Markera E♦ och 2♦ och dra dem sedan till Kasthögen.</translation>
    </message>
    <message>
        <source>Keys: ←/→ and Space select each, then E.</source>
        <translation>Tangenter: ←/→ och mellanslag markerar varje kort, sedan E.</translation>
    </message>
    <message>
        <source>Drag the A♦ and 2♦ to the discard pile.</source>
        <translation>Dra E♦ och 2♦ till Kasthögen.</translation>
    </message>
    <message>
        <source>A Joker joins any attack, dealing the sum of two dice (0–9); double zero gives it to the defender. Drag the 9♠ and Joker onto the J♣ to make it your trophy.</source>
        <translation>En joker passar i varje anfall och gör lika mycket skada som summan av två tärningar (0–9); två nollor ger den till försvararen. Dra 9♠ och jokern till Kn♣ så blir den din trofé.</translation>
    </message>
    <message>
        <source>Attack the J♣ with the 9♠ and the Joker.</source>
        <translation>Anfall Kn♣ med 9♠ och jokern.</translation>
    </message>
    <message>
        <source>Supertrumf Fantasy: a guided first game</source>
        <translation>Supertrumf Fantasy: ett guidat första parti</translation>
    </message>
    <message>
        <source>36 beats the Giant&apos;s 28: you win the round! That is Supertrumf: name a property, put out a figure with an object, the highest value takes the cards. Whoever has won the most cards at the end wins.</source>
        <translation>36 slår datorns Jätte (28): du vinner omgången! Så spelas Supertrumf: välj en egenskap, lägg ut en figur med ett objekt, och högsta värdet tar korten. Den som har vunnit flest kort när spelet är slut vinner.</translation>
    </message>
    <message>
        <source>You lead, so you name the property this round is played for. Your Knight has Strength 16 and the Holy sword adds 10 to Strength. Click Strength.</source>
        <translation>Du är spelförare, så du väljer vilken egenskap omgången gäller. Din Riddare har Styrka 16 och Heligt svärd ger 10 extra i Styrka. Klicka på Styrka.</translation>
    </message>
    <message>
        <source>Keys: 1.</source>
        <translation>Tangenter: 1.</translation>
    </message>
    <message>
        <source>Name Strength: your Knight and Holy sword are strong there.</source>
        <translation>Välj Styrka: där är din Riddare och Heligt svärd starka.</translation>
    </message>
    <message>
        <source>The computer has put out face down; the leader goes last. Click the Knight and the Holy sword, then drag them to your place: 16&#xa0;+&#xa0;10&#xa0;=&#xa0;26.</source>
        <translation>Datorn har lagt ut med baksidan upp; spelföraren lägger ut sist. Klicka på Riddare och Heligt svärd och dra dem sedan till din plats: 16&#xa0;+&#xa0;10&#xa0;=&#xa0;26.</translation>
    </message>
    <message>
        <source>Keys: ←/→ and Space select each, Enter puts out.</source>
        <translation>Tangenter: ←/→ och mellanslag markerar varje kort, Enter lägger ut.</translation>
    </message>
    <message>
        <source>Put out the Knight together with the Holy sword.</source>
        <translation>Lägg ut Riddare tillsammans med Heligt svärd.</translation>
    </message>
    <message>
        <source>Both plays were turned up: your 26 beat the Warlord&apos;s 18, so you won all three cards and lead again. Your Troll has Physique 28: name Physique.</source>
        <translation>Båda utspelen vändes upp: dina 26 slog Härförare med 18, så du vann alla tre korten och är spelförare igen. Din Troll har Fysik 28: välj Fysik.</translation>
    </message>
    <message>
        <source>Keys: 2.</source>
        <translation>Tangenter: 2.</translation>
    </message>
    <message>
        <source>Name Physique for your Troll&apos;s 28.</source>
        <translation>Välj Fysik för 28 med din Troll.</translation>
    </message>
    <message>
        <source>One card alone is a play too: drag the Troll to your place, or double-click it.</source>
        <translation>Ett enda kort räcker också som utspel: dra Troll till din plats, eller dubbelklicka på det.</translation>
    </message>
    <message>
        <source>Keys: ←/→ to the Troll, Enter.</source>
        <translation>Tangenter: ←/→ till Troll, Enter.</translation>
    </message>
    <message>
        <source>Put out the Troll.</source>
        <translation>Lägg ut Troll.</translation>
    </message>
    <message>
        <source>A tie! The Dwarf smith with Chain mail also made 28. Tied cards wait in the pot and the same leader names again. Your Unicorn and Spellbook make Magic 29: name Magic.</source>
        <translation>Oavgjort! Dvärgsmed med Ringbrynja gav också 28. Korten väntar i potten, och samma spelförare väljer igen. Din Enhörning och Trolldomsbok ger Magi 29: välj Magi.</translation>
    </message>
    <message>
        <source>Keys: 3.</source>
        <translation>Tangenter: 3.</translation>
    </message>
    <message>
        <source>Name Magic for your Unicorn and Spellbook.</source>
        <translation>Välj Magi för din Enhörning och Trolldomsbok.</translation>
    </message>
    <message>
        <source>Put out the Unicorn with the Spellbook: 23&#xa0;+&#xa0;6&#xa0;=&#xa0;29. The winner of this round also takes the pot.</source>
        <translation>Lägg ut Enhörning med Trolldomsbok: 23&#xa0;+&#xa0;6&#xa0;=&#xa0;29. Den som vinner den här omgången tar också potten.</translation>
    </message>
    <message>
        <source>Put out the Unicorn together with the Spellbook.</source>
        <translation>Lägg ut Enhörning tillsammans med Trolldomsbok.</translation>
    </message>
    <message>
        <source>29 beat the Vampire&apos;s 15, and the pot is yours. After each round the winner draws 1 card, the others 2. Your Skeleton warrior has Physique 28: name Physique.</source>
        <translation>29 slog Vampyr med 15, och potten är din. Efter varje omgång drar vinnaren 1 kort och de andra 2. Din Skelettkrigare har Fysik 28: välj Fysik.</translation>
    </message>
    <message>
        <source>Name Physique for your Skeleton warrior&apos;s 28.</source>
        <translation>Välj Fysik för 28 med din Skelettkrigare.</translation>
    </message>
    <message>
        <source>Put out the Skeleton warrior. 28 is strong, but watch the reveal.</source>
        <translation>Lägg ut Skelettkrigare. 28 är starkt, men håll ögonen på när korten vänds.</translation>
    </message>
    <message>
        <source>Keys: ←/→ to the Skeleton warrior, Enter.</source>
        <translation>Tangenter: ←/→ till Skelettkrigare, Enter.</translation>
    </message>
    <message>
        <source>Put out the Skeleton warrior.</source>
        <translation>Lägg ut Skelettkrigare.</translation>
    </message>
    <message>
        <source>Knife in the back is a super-trump: it beats every value. Now the computer leads; it named Strength. You put out first: Dragon with Battle axe, 30&#xa0;+&#xa0;6&#xa0;=&#xa0;36.</source>
        <translation>Dolk i ryggen är ett supertrumfkort: det slår alla värden. Nu är datorn spelförare och har valt Styrka. Du lägger ut först: Drake med Stridsyxa, 30&#xa0;+&#xa0;6&#xa0;=&#xa0;36.</translation>
    </message>
    <message>
        <source>Put out the Dragon together with the Battle axe.</source>
        <translation>Lägg ut Drake tillsammans med Stridsyxa.</translation>
    </message>
    <message>
        <source>Supertrumf Fantasy: Blixtduell</source>
        <translation>Supertrumf Fantasy: Blixtduell</translation>
    </message>
    <message>
        <source>Two of your four prize cards taken! On a tie nobody takes a prize card, both draw 2 and the dice decide the lead again. The first to take all 4 prize cards wins.</source>
        <translation>Två av dina fyra priskort tagna! Vid oavgjort tar ingen något priskort, båda drar 2 och tärningarna avgör igen vem som blir spelförare. Den som först tar alla 4 priskort vinner.</translation>
    </message>
    <message>
        <source>Blixtduell: each of you has 4 prize cards face down that nobody may look at. Win a round to take one; take all 4 to win. You may swap your hand first; this one is good: keep it.</source>
        <translation>Blixtduell: ni har båda 4 priskort med baksidan upp som ingen får titta på. Vinn en omgång för att ta ett; ta alla 4 för att vinna. Först får du byta hand; den här är bra: behåll den.</translation>
    </message>
    <message>
        <source>Keep this hand: it is a good one.</source>
        <translation>Behåll handen: den är bra.</translation>
    </message>
    <message>
        <source>The dice decide who leads: your 4 beat 2, so you name the property. Your Giant and Battle axe make Strength 28&#xa0;+&#xa0;6&#xa0;=&#xa0;34: name Strength.</source>
        <translation>Tärningarna avgör vem som blir spelförare: din 4:a slog 2, så du väljer egenskap. Din Jätte och Stridsyxa ger Styrka 28&#xa0;+&#xa0;6&#xa0;=&#xa0;34: välj Styrka.</translation>
    </message>
    <message>
        <source>Name Strength for your Giant and Battle axe.</source>
        <translation>Välj Styrka för din Jätte och Stridsyxa.</translation>
    </message>
    <message>
        <source>Put out the Giant with the Battle axe. If you win, you take your top prize card into your hand.</source>
        <translation>Lägg ut Jätte med Stridsyxa. Vinner du tar du ditt översta priskort till handen.</translation>
    </message>
    <message>
        <source>Put out the Giant together with the Battle axe.</source>
        <translation>Lägg ut Jätte tillsammans med Stridsyxa.</translation>
    </message>
    <message>
        <source>You won: your first prize card, the Archmage, is now in your hand. The loser draws 2 cards instead. Archmage and Ring of wisdom make Intelligence 37: name Intelligence.</source>
        <translation>Du vann: ditt första priskort, Ärkemagiker, ligger nu på handen. Förloraren drar i stället 2 kort. Ärkemagiker och Vishetens ring ger Intelligens 37: välj Intelligens.</translation>
    </message>
    <message>
        <source>Keys: 4.</source>
        <translation>Tangenter: 4.</translation>
    </message>
    <message>
        <source>Name Intelligence for your Archmage and Ring of wisdom.</source>
        <translation>Välj Intelligens för Ärkemagiker och Vishetens ring.</translation>
    </message>
    <message>
        <source>Put out the Archmage with the Ring of wisdom to win your second prize card.</source>
        <translation>Lägg ut Ärkemagiker med Vishetens ring för att vinna ditt andra priskort.</translation>
    </message>
    <message>
        <source>Put out the Archmage together with the Ring of wisdom.</source>
        <translation>Lägg ut Ärkemagiker tillsammans med Vishetens ring.</translation>
    </message>
</context>
<context>
    <name>TutorialOffers</name>
    <message>
        <source>&amp;Offer guided first games</source>
        <translation>&amp;Erbjud guidade första partier</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Lär dig spela</translation>
    </message>
    <message>
        <source>New to {game}? Learn to play in about 3 minutes, on a guided deal.</source>
        <translation>Ny på {game}? Lär dig spela på cirka 3 minuter i ett guidat parti.</translation>
    </message>
    <message>
        <source>You can find it later on the welcome page and in the New Game dialog.</source>
        <translation>Du hittar det senare på startsidan och i dialogen Nytt spel.</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Lär dig spela</translation>
    </message>
    <message>
        <source>&amp;Play now</source>
        <translation>&amp;Spela nu</translation>
    </message>
</context>
<context>
    <name>WaitingBanner</name>
    <message>
        <source>{name} is back.</source>
        <extracomment>how long &quot;{name} is back.&quot; stays the host lets a computer at this level (the combo&apos;s data) play the missing seat the host waits another round of the same length</extracomment>
        <translation>{name} är tillbaka.</translation>
    </message>
    <message>
        <source>Waiting for {name} to reconnect ({time})…</source>
        <translation>Väntar på att {name} ansluter igen ({time})…</translation>
    </message>
    <message>
        <source>{name} has not come back.</source>
        <translation>{name} har inte kommit tillbaka.</translation>
    </message>
    <message>
        <source>{name} has not come back. The host decides how to go on.</source>
        <translation>{name} har inte kommit tillbaka. Värden bestämmer hur spelet fortsätter.</translation>
    </message>
    <message>
        <source>&amp;Let a computer play</source>
        <translation>&amp;Låt en dator spela</translation>
    </message>
    <message>
        <source>The computer&apos;s level</source>
        <translation>Datorns nivå</translation>
    </message>
    <message>
        <source>&amp;Wait longer</source>
        <translation>&amp;Vänta längre</translation>
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
        <translation>Fyra kortspel vid en och samma dator – turas om med vänner eller spela mot datorn.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nytt spel…</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>Warlord</source>
        <extracomment>Swedish display names of the properties (as printed on the cards).</extracomment>
        <translation>Härförare</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Riddare</translation>
    </message>
    <message>
        <source>Archer</source>
        <translation>Bågskytt</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Lönnmördare</translation>
    </message>
    <message>
        <source>Archmage</source>
        <translation>Ärkemagiker</translation>
    </message>
    <message>
        <source>Wizard</source>
        <translation>Trollkarl</translation>
    </message>
    <message>
        <source>Witch</source>
        <translation>Häxa</translation>
    </message>
    <message>
        <source>Necromancer</source>
        <translation>Nekromantiker</translation>
    </message>
    <message>
        <source>Elf queen</source>
        <translation>Alvdrottning</translation>
    </message>
    <message>
        <source>Elf warrior</source>
        <translation>Alvkrigare</translation>
    </message>
    <message>
        <source>Dwarf king</source>
        <translation>Dvärgkung</translation>
    </message>
    <message>
        <source>Dwarf smith</source>
        <translation>Dvärgsmed</translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation>Drake</translation>
    </message>
    <message>
        <source>Giant</source>
        <translation>Jätte</translation>
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
        <translation>Vålnad</translation>
    </message>
    <message>
        <source>Skeleton warrior</source>
        <translation>Skelettkrigare</translation>
    </message>
    <message>
        <source>Orc chieftain</source>
        <translation>Orchhövding</translation>
    </message>
    <message>
        <source>Phoenix</source>
        <translation>Fenix</translation>
    </message>
    <message>
        <source>Griffin</source>
        <translation>Grip</translation>
    </message>
    <message>
        <source>Unicorn</source>
        <translation>Enhörning</translation>
    </message>
    <message>
        <source>Sea serpent</source>
        <translation>Sjöorm</translation>
    </message>
    <message>
        <source>Holy sword</source>
        <translation>Heligt svärd</translation>
    </message>
    <message>
        <source>Battle axe</source>
        <translation>Stridsyxa</translation>
    </message>
    <message>
        <source>Elixir</source>
        <translation>Elixir</translation>
    </message>
    <message>
        <source>Chain mail</source>
        <translation>Ringbrynja</translation>
    </message>
    <message>
        <source>Magic staff</source>
        <translation>Trollstav</translation>
    </message>
    <message>
        <source>Spellbook</source>
        <translation>Trolldomsbok</translation>
    </message>
    <message>
        <source>Ring of wisdom</source>
        <translation>Vishetens ring</translation>
    </message>
    <message>
        <source>Crystal ball</source>
        <translation>Kristallkula</translation>
    </message>
    <message>
        <source>Seven-league boots</source>
        <translation>Sjumilastövlar</translation>
    </message>
    <message>
        <source>Flying carpet</source>
        <translation>Flygande matta</translation>
    </message>
    <message>
        <source>Poisoned dagger</source>
        <translation>Förgiftad dolk</translation>
    </message>
    <message>
        <source>Knife in the back</source>
        <translation>Dolk i ryggen</translation>
    </message>
</context>
<context>
    <name>catalog</name>
    <message>
        <source>2–4 players, the classic game: the round&apos;s winner takes the cards played, most cards wins</source>
        <extracomment>``make_search(iterations=, ms=, c=, should_stop=, …)``: the game&apos;s Hard player or a variant ``explain(decision, action, rng)``: the game&apos;s own reason for a hint (None: none fits) ``seat_options(humans)``: options that follow from which seats are people the levels every game offers, weakest first (Ordet fanger&apos;s bots line up with them) Ordet fanger&apos;s computer players, weakest first</extracomment>
        <translation>2–4 spelare, det klassiska spelet: rundans vinnare tar de utspelade korten, flest kort vinner</translation>
    </message>
    <message>
        <source>Two players, a quick duel with prize cards: win a round to take one, take all four to win</source>
        <translation>Två spelare, en snabb duell med priskort: vinn en runda för att ta ett, ta alla fyra för att vinna</translation>
    </message>
    <message>
        <source>Name a property, play your best figure — and beware the super-trumps.</source>
        <translation>Välj en egenskap, spela din bästa figur – och se upp för supertrumfkorten.</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Två spelare</translation>
    </message>
    <message>
        <source>Defend your royal house and storm your opponent&apos;s castle with cards and dice.</source>
        <translation>Försvara ditt Kungahus och storma motståndarens slott med kort och tärningar.</translation>
    </message>
    <message>
        <source>Draft four guilds of elementals and fight for the five locations of the Rift.</source>
        <translation>Välj fyra gillen med elementarer och kämpa om de fem platserna längs Riften.</translation>
    </message>
    <message>
        <source>2–6 players</source>
        <translation>2–6 spelare</translation>
    </message>
    <message>
        <source>Matching symbols start a duel: be the first to name an example of your opponent&apos;s category.</source>
        <translation>Lika symboler startar en duell: var först med att ge ett exempel på motståndarens kategori.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Nybörjare</translation>
    </message>
    <message>
        <source>Beginner (random)</source>
        <translation>Nybörjare (slumpmässig)</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Lätt</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Svår</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>The file is not a Tabletop save.</source>
        <translation>Filen är inte en sparfil från Tabletop.</translation>
    </message>
    <message>
        <source>The save has no valid format version.</source>
        <translation>Sparfilen har ingen giltig formatversion.</translation>
    </message>
    <message>
        <source>The save was written by a newer version of Tabletop (format {version}; this version reads up to {supported}). Please update Tabletop.</source>
        <translation>Sparfilen skrevs av en nyare version av Tabletop (format {version}; den här versionen läser upp till {supported}). Uppdatera Tabletop.</translation>
    </message>
    <message>
        <source>Unknown save format version {version}.</source>
        <translation>Okänd formatversion för sparfilen: {version}.</translation>
    </message>
    <message>
        <source>The save is for an unknown game ({game}).</source>
        <translation>Sparfilen gäller ett okänt spel ({game}).</translation>
    </message>
    <message>
        <source>The game {game} is not available in this version.</source>
        <translation>Spelet {game} finns inte i den här versionen.</translation>
    </message>
    <message>
        <source>The save&apos;s options are missing or damaged.</source>
        <translation>Sparfilens inställningar saknas eller är skadade.</translation>
    </message>
    <message>
        <source>The save&apos;s seed is missing or damaged.</source>
        <translation>Sparfilens slumpfrö saknas eller är skadat.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file.</source>
        <translation>{path} är en mapp, inte en fil.</translation>
    </message>
    <message>
        <source>You are not allowed to read the file {path}.</source>
        <translation>Du har inte behörighet att läsa filen {path}.</translation>
    </message>
    <message>
        <source>{path} is not an ordinary file (it may be a device or a pipe).</source>
        <translation>{path} är ingen vanlig fil (den kan vara en enhet eller en pipe).</translation>
    </message>
    <message>
        <source>The file is too large (more than {limit} MB).</source>
        <translation>Filen är för stor (mer än {limit} MB).</translation>
    </message>
    <message>
        <source>The file is not text.</source>
        <translation>Filen är inte text.</translation>
    </message>
    <message>
        <source>The file&apos;s data is nested far too deeply.</source>
        <translation>Filens data är alldeles för djupt nästlade.</translation>
    </message>
    <message>
        <source>The file contains an impossible number.</source>
        <translation>Filen innehåller ett omöjligt tal.</translation>
    </message>
    <message>
        <source>The file is damaged at line {line}.</source>
        <translation>Filen är skadad på rad {line}.</translation>
    </message>
    <message>
        <source>{path} is not an ordinary file (it may be a device or a pipe) and cannot be a save.</source>
        <translation>{path} är ingen vanlig fil (den kan vara en enhet eller en pipe) och kan inte vara en sparfil.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a save.</source>
        <translation>{path} är en mapp, inte en sparfil.</translation>
    </message>
    <message>
        <source>The file is too large to be a save (more than {limit} MB).</source>
        <translation>Filen är för stor för att vara en sparfil (mer än {limit} MB).</translation>
    </message>
    <message>
        <source>The file is not a valid save (it contains an impossible number).</source>
        <translation>Filen är inte en giltig sparfil (den innehåller ett omöjligt tal).</translation>
    </message>
    <message>
        <source>The file is not a valid save (its data is nested far too deeply).</source>
        <translation>Filen är inte en giltig sparfil (dess data är alldeles för djupt nästlade).</translation>
    </message>
    <message>
        <source>The file is not a valid save (damaged at line {line}).</source>
        <translation>Filen är inte en giltig sparfil (skadad på rad {line}).</translation>
    </message>
    <message>
        <source>The save contains data this version of Tabletop does not know.</source>
        <translation>Sparfilen innehåller data som den här versionen av Tabletop inte känner till.</translation>
    </message>
    <message>
        <source>The save does not say which game it is for.</source>
        <translation>Sparfilen anger inte vilket spel den gäller.</translation>
    </message>
    <message>
        <source>The save&apos;s list of moves is missing or damaged.</source>
        <translation>Sparfilens draglista saknas eller är skadad.</translation>
    </message>
    <message>
        <source>The save&apos;s list of moves is too long to be real.</source>
        <translation>Sparfilens draglista är för lång för att vara äkta.</translation>
    </message>
    <message>
        <source>Move {number} in the save is damaged.</source>
        <translation>Drag {number} i sparfilen är skadat.</translation>
    </message>
    <message>
        <source>The save&apos;s metadata is damaged.</source>
        <translation>Sparfilens metadata är skadad.</translation>
    </message>
    <message>
        <source>A player&apos;s name in the save is too long (at most {limit} characters).</source>
        <translation>Ett spelarnamn i sparfilen är för långt (högst {limit} tecken).</translation>
    </message>
    <message>
        <source>The save&apos;s list of players is damaged.</source>
        <translation>Sparfilens spelarlista är skadad.</translation>
    </message>
    <message>
        <source>Move {number} in the save is not legal in that position: {detail}</source>
        <translation>Drag {number} i sparfilen är inte tillåtet i den ställningen: {detail}</translation>
    </message>
    <message>
        <source>The file {path} does not exist.</source>
        <extracomment>Longest number, in digits, anywhere in such a file (a save&apos;s seed is at most 128-bit). a generic message per kind (context &quot;engine&quot;); ``{path}``, ``{limit}`` (MB), ``{detail}`` and ``{line}`` are filled from the error&apos;s parameters
----------
the longest seat name a save (or the app) keeps; longer names are cut. Why a limit: a name is painted on name plates, piles and the status line, and a file can carry any string the longest name a save may hold at all: longer ones are cut to ``MAX_NAME_LENGTH`` on loading (an edited name must not cost the game), absurd ones mean a damaged file the save&apos;s words for each problem of the guarded reader (``engine.jsonfile``)</extracomment>
        <translation>Filen {path} finns inte.</translation>
    </message>
    <message>
        <source>The file is not a valid save (not text).</source>
        <translation>Filen är inte en giltig sparfil (inte text).</translation>
    </message>
    <message>
        <source>The file could not be read: {detail}.</source>
        <translation>Filen kunde inte läsas: {detail}.</translation>
    </message>
    <message>
        <source>House cards cannot attack ({card}).</source>
        <translation>Kort ur Kungahuset kan inte anfalla ({card}).</translation>
    </message>
    <message>
        <source>{card} has the same suit as the target; cards of the target&apos;s suit cannot attack it.</source>
        <translation>{card} har samma färg som målet; kort i målets färg kan inte anfalla det.</translation>
    </message>
    <message>
        <source>Jokers have no suit and cannot be exchanged.</source>
        <translation>Jokrar har ingen färg och kan inte bytas ut.</translation>
    </message>
    <message>
        <source>House cards can never be exchanged ({card}).</source>
        <translation>Kort ur Kungahuset får aldrig bytas ut ({card}).</translation>
    </message>
    <message>
        <source>A Joker can heal only a card with 10 or fewer points remaining ({points} remain).</source>
        <translation>En Joker kan bara hela ett kort som har 10 eller färre poäng kvar ({points} kvar).</translation>
    </message>
    <message>
        <source>House cards cannot heal ({card}).</source>
        <translation>Kort ur Kungahuset kan inte hela ({card}).</translation>
    </message>
    <message>
        <source>{card} cannot heal {target}: number cards heal only cards of their own suit.</source>
        <translation>{card} kan inte hela {target}: sifferkort helar bara kort i sin egen färg.</translation>
    </message>
    <message>
        <source>Only a face card (J, Q, K) can be the Active card, not {card}.</source>
        <translation>Bara ett klätt kort (Kn, D, K) kan vara Aktivt kort, inte {card}.</translation>
    </message>
    <message>
        <source>Unknown heal target {target}.</source>
        <translation>Okänt mål för helande: {target}.</translation>
    </message>
    <message>
        <source>There is no card to heal there.</source>
        <translation>Där finns inget kort att hela.</translation>
    </message>
    <message>
        <source>{card} has no damage to heal.</source>
        <translation>{card} har ingen skada att hela.</translation>
    </message>
    <message>
        <source>Choose at least one card.</source>
        <translation>Välj minst ett kort.</translation>
    </message>
    <message>
        <source>List each card once, in increasing order.</source>
        <translation>Ange varje kort en gång, i stigande ordning.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} finns inte på din hand.</translation>
    </message>
    <message>
        <source>All cards must share one suit.</source>
        <translation>Alla kort måste ha samma färg.</translation>
    </message>
    <message>
        <source>Unknown action.</source>
        <translation>Okänt drag.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <extracomment>typed answers and their times are the caller&apos;s (``core``: open-ended kinds)</extracomment>
        <translation>Spelet är slut.</translation>
    </message>
    <message>
        <source>No card may be drawn while a duel is open.</source>
        <translation>Inga kort får dras medan en duell pågår.</translation>
    </message>
    <message>
        <source>There is no draw pile {pile}.</source>
        <translation>Det finns ingen draghög {pile}.</translation>
    </message>
    <message>
        <source>Draw pile {pile} is empty.</source>
        <translation>Draghög {pile} är tom.</translation>
    </message>
    <message>
        <source>You have no play pile {slot}.</source>
        <translation>Du har ingen spelhög {slot}.</translation>
    </message>
    <message>
        <source>An empty answer does not count.</source>
        <translation>Ett tomt svar räknas inte.</translation>
    </message>
    <message>
        <source>Strict judging accepts only answers from the list: {answer}.</source>
        <translation>Med strikt bedömning godkänns bara svar från listan: {answer}.</translation>
    </message>
    <message>
        <source>{answer} is not in the list for this category; the table must confirm it.</source>
        <translation>{answer} finns inte på listan för den här kategorin; bordet måste godkänna svaret.</translation>
    </message>
    <message>
        <source>{answer} was already given for this category this round.</source>
        <translation>{answer} har redan getts för den här kategorin under rundan.</translation>
    </message>
    <message>
        <source>The same answer cannot count twice.</source>
        <extracomment>Default pair of removed symbols for three players (the seed&apos;s example: diamond or circle). After this many tie-breaks (flips or re-races) in one duel, two passes void the duel, so a duel nobody can answer still ends. the refusal of an answer that already counts for the seat (``answer_status`` tells it apart)</extracomment>
        <translation>Samma svar kan inte räknas två gånger.</translation>
    </message>
    <message>
        <source>There is no duel to answer.</source>
        <extracomment>a press when no race is open to take it</extracomment>
        <translation>Det finns ingen duell att svara i.</translation>
    </message>
    <message>
        <source>Sealed answers are pending; the duel is decided by them.</source>
        <extracomment>the answer each pressing seat gave (the collector keeps only times) presses made while the seat&apos;s last one was still being ordered (more answers)</extracomment>
        <translation>Dolda svar väntar; duellen avgörs av dem.</translation>
    </message>
    <message>
        <source>This duel has had its last tie-break: the table must say who answered first, or that nobody knows.</source>
        <translation>Den här duellen har haft sitt sista avgörande: bordet måste säga vem som svarade först, eller att ingen vet.</translation>
    </message>
    <message>
        <source>Seat {seat} is not in this duel; only the two duellists can answer.</source>
        <translation>Plats {seat} deltar inte i den här duellen; bara de två duellanterna kan svara.</translation>
    </message>
    <message>
        <source>Seat {seat} has already given its answer.</source>
        <translation>Plats {seat} har redan svarat.</translation>
    </message>
    <message>
        <source>Choose one of the two draw piles.</source>
        <translation>Välj en av de två draghögarna.</translation>
    </message>
    <message>
        <source>Choose one of your own play piles.</source>
        <translation>Välj en av dina egna spelhögar.</translation>
    </message>
    <message>
        <source>Only the two duellists can answer.</source>
        <translation>Bara de två duellanterna kan svara.</translation>
    </message>
    <message>
        <source>An answer time must be more than 0 and at most {limit} seconds.</source>
        <translation>Svarstiden måste vara mer än 0 och högst {limit} sekunder.</translation>
    </message>
    <message>
        <source>Whether the table counts an answer anyway must be yes or no.</source>
        <translation>Om bordet ändå godkänner ett svar måste vara ja eller nej.</translation>
    </message>
    <message>
        <source>The table must either accept or reject the answer.</source>
        <translation>Bordet måste antingen godkänna eller underkänna svaret.</translation>
    </message>
    <message>
        <source>An answer must be written as text.</source>
        <translation>Ett svar måste skrivas som text.</translation>
    </message>
    <message>
        <source>Seat {seat} must give exactly {need} answer(s).</source>
        <translation>Plats {seat} måste ge exakt {need} svar.</translation>
    </message>
    <message>
        <source>With typed judging an accepted answer needs its text.</source>
        <translation>Med skrivna svar måste ett godkänt svar ha sin text.</translation>
    </message>
    <message>
        <source>That action is not possible now.</source>
        <translation>Det draget går inte att göra nu.</translation>
    </message>
    <message>
        <source>First choose which damage to remove with the heal.</source>
        <translation>Välj först vilken skada helandet ska ta bort.</translation>
    </message>
    <message>
        <source>There is no heal value to spend now.</source>
        <translation>Det finns inget helningsvärde att använda nu.</translation>
    </message>
    <message>
        <source>There is no suit {suit}.</source>
        <translation>Det finns ingen färg {suit}.</translation>
    </message>
    <message>
        <source>The {suit} house is already taken.</source>
        <translation>Kungahuset {suit} är redan valt.</translation>
    </message>
    <message>
        <source>The Sjukstuga is occupied; retreat needs it empty.</source>
        <translation>Sjukstugan är upptagen; för reträtt måste den vara tom.</translation>
    </message>
    <message>
        <source>This heal move is healing the other card.</source>
        <translation>Det här helande draget gäller det andra kortet.</translation>
    </message>
    <message>
        <source>List each damage entry once, in increasing order.</source>
        <translation>Ange varje skadepost en gång, i stigande ordning.</translation>
    </message>
    <message>
        <source>There is no such damage entry.</source>
        <translation>Det finns ingen sådan skadepost.</translation>
    </message>
    <message>
        <source>The chosen damage ({total}) exceeds the heal value ({value}).</source>
        <translation>Den valda skadan ({total}) är större än helningsvärdet ({value}).</translation>
    </message>
    <message>
        <source>You may pass only when no move is possible.</source>
        <translation>Du får bara passa när inget drag är möjligt.</translation>
    </message>
    <message>
        <source>Cards cannot be put out now: a property must be named first.</source>
        <translation>Kort kan inte läggas ut nu: först måste en egenskap väljas.</translation>
    </message>
    <message>
        <source>Cards cannot be put out during the mulligan.</source>
        <translation>Kort kan inte läggas ut under handbytet.</translation>
    </message>
    <message>
        <source>A property can only be named by the leader at the start of a round.</source>
        <translation>Bara spelföraren kan välja en egenskap, och bara i början av en omgång.</translation>
    </message>
    <message>
        <source>There is no such property to name.</source>
        <translation>Det finns ingen sådan egenskap att välja.</translation>
    </message>
    <message>
        <source>A mulligan is only possible before the first round of Blixtduell.</source>
        <translation>Handbyte går bara före första omgången i Blixtduell.</translation>
    </message>
    <message>
        <source>A mulligan choice must be yes or no.</source>
        <translation>Valet vid handbyte måste vara ja eller nej.</translation>
    </message>
    <message>
        <source>A play must list card ids.</source>
        <translation>Ett utspel måste ange kortens id.</translation>
    </message>
    <message>
        <source>Put out one card, or one figure and one object ({count} given).</source>
        <translation>Lägg ut ett kort, eller en figur och ett objekt ({count} angivna).</translation>
    </message>
    <message>
        <source>You do not hold the card {card}.</source>
        <translation>Du har inte kortet {card} på handen.</translation>
    </message>
    <message>
        <source>The same card cannot be put out twice.</source>
        <translation>Samma kort kan inte läggas ut två gånger.</translation>
    </message>
    <message>
        <source>Two figure cards cannot be put out together.</source>
        <translation>Två figurkort får inte läggas ut samtidigt.</translation>
    </message>
    <message>
        <source>Two object cards cannot be put out together (super-trumps count as objects).</source>
        <translation>Två objektkort får inte läggas ut samtidigt (supertrumfkort räknas som objektkort).</translation>
    </message>
    <message>
        <source>The guild draft is not finished: pick a guild first.</source>
        <translation>Valet av gillen är inte klart: välj först ett gille.</translation>
    </message>
    <message>
        <source>You can only end a Play after placing at least one card.</source>
        <translation>Du kan bara avsluta Spela ut när du har lagt minst ett kort.</translation>
    </message>
    <message>
        <source>Discard a card first to activate elementals.</source>
        <translation>Kasta först ett kort för att aktivera elementarer.</translation>
    </message>
    <message>
        <source>There is no Activate action to stop.</source>
        <translation>Det finns ingen Aktivera-handling att avsluta.</translation>
    </message>
    <message>
        <source>Activate at least one elemental.</source>
        <translation>Aktivera minst en elementar.</translation>
    </message>
    <message>
        <source>Check &amp; Draw is only allowed with fewer than {n} cards in hand.</source>
        <translation>Kontrollera och dra är bara tillåtet med färre än {n} kort på handen.</translation>
    </message>
    <message>
        <source>That is not a Riftforce action.</source>
        <translation>Det är ingen handling i Riftforce.</translation>
    </message>
    <message>
        <source>Finish the current action first: answer its question.</source>
        <translation>Gör först klart den pågående handlingen: svara på dess fråga.</translation>
    </message>
    <message>
        <source>That guild is not among those left to pick.</source>
        <translation>Det gillet finns inte bland dem som är kvar att välja.</translation>
    </message>
    <message>
        <source>Activate either by the card&apos;s guild or by its number.</source>
        <translation>Aktivera antingen efter kortets gille eller efter dess nummer.</translation>
    </message>
    <message>
        <source>None of your elementals on the board has the number of that card.</source>
        <translation>Ingen av dina elementarer på bordet har det kortets nummer.</translation>
    </message>
    <message>
        <source>None of your elementals on the board is of the guild of that card.</source>
        <translation>Ingen av dina elementarer på bordet tillhör det kortets gille.</translation>
    </message>
    <message>
        <source>That is not one of the highlighted choices.</source>
        <translation>Det är inte ett av de markerade valen.</translation>
    </message>
    <message>
        <source>The guild draft is over.</source>
        <translation>Valet av gillen är avslutat.</translation>
    </message>
    <message>
        <source>Only your elementals with the discarded card&apos;s number can be activated.</source>
        <translation>Bara dina elementarer med det kastade kortets nummer kan aktiveras.</translation>
    </message>
    <message>
        <source>Only your elementals of the discarded card&apos;s guild can be activated.</source>
        <translation>Bara dina elementarer i det kastade kortets gille kan aktiveras.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Det kortet finns inte på din hand.</translation>
    </message>
    <message>
        <source>There is no location {location}.</source>
        <translation>Det finns ingen plats {location}.</translation>
    </message>
    <message>
        <source>Cards played together must all share a guild or all share a number.</source>
        <translation>Kort som spelas ut tillsammans måste alla ha samma gille eller alla samma tal.</translation>
    </message>
    <message>
        <source>Cards played together go to one location or to consecutive locations.</source>
        <translation>Kort som spelas ut tillsammans läggs vid en plats eller vid angränsande platser i rad.</translation>
    </message>
    <message>
        <source>There is no such question to answer now.</source>
        <translation>Det finns ingen sådan fråga att svara på nu.</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (fewer symbols).</source>
        <translation>Sparfilens inställningar är skadade (färre symboler).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (number of players).</source>
        <translation>Sparfilens inställningar är skadade (antal spelare).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (rules variant).</source>
        <translation>Sparfilens inställningar är skadade (regelvariant).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (rounds).</source>
        <translation>Sparfilens inställningar är skadade (rundor).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (judging).</source>
        <translation>Sparfilens inställningar är skadade (bedömning).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (no repeats).</source>
        <translation>Sparfilens inställningar är skadade (inga upprepningar).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (answers needed).</source>
        <translation>Sparfilens inställningar är skadade (svar som krävs).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (card set).</source>
        <translation>Sparfilens inställningar är skadade (kortlek).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (answer language).</source>
        <translation>Sparfilens inställningar är skadade (svarsspråk).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (fixed categories).</source>
        <translation>Sparfilens inställningar är skadade (fasta kategorier).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (choice of guilds).</source>
        <translation>Sparfilens inställningar är skadade (val av gillen).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (who chooses a royal house first).</source>
        <translation>Sparfilens inställningar är skadade (vem som väljer kungahus först).</translation>
    </message>
    <message>
        <source>The computer&apos;s best players would play this.</source>
        <extracomment>Simulations a search must have spent on the action before its win estimate is shown.</extracomment>
        <translation>Datorns bästa spelare skulle göra så här.</translation>
    </message>
    <message>
        <source>The file is not a valid Ordet fanger card set.</source>
        <extracomment>Bounds of a set file (the shipped sets: about 300 KB, texts under 50 characters, at most 150 answers per card and language): far above real content, far below what hurts. Where the shipped sets live (a source checkout or an editable install).</extracomment>
        <translation>Filen är ingen giltig kortlek för Ordet fanger.</translation>
    </message>
    <message>
        <source>Say “{word}”: it is an example of “{category}”.</source>
        <translation>Säg ”{word}”: det är ett exempel på ”{category}”.</translation>
    </message>
    <message>
        <source>Say “{word}” and “{second}”: both are examples of “{category}”.</source>
        <translation>Säg ”{word}” och ”{second}”: båda är exempel på ”{category}”.</translation>
    </message>
    <message>
        <source>Say “{word}”, “{second}” and “{third}”: all are examples of “{category}”.</source>
        <translation>Säg ”{word}”, ”{second}” och ”{third}”: alla är exempel på ”{category}”.</translation>
    </message>
    <message>
        <source>Draw a card: the draw piles are face down, so either pile is as good.</source>
        <translation>Dra ett kort: draghögarna ligger med baksidan upp, så båda högarna är lika bra.</translation>
    </message>
    <message>
        <source>Give up this duel: every example of “{category}” you could give has been said this round.</source>
        <translation>Ge upp duellen: alla exempel på ”{category}” som du kunde ge har redan sagts under rundan.</translation>
    </message>
    <message>
        <source>Declare a tie: you both answered at the same time.</source>
        <translation>Förklara oavgjort: ni svarade båda samtidigt.</translation>
    </message>
    <message>
        <source>Take {guild}: the strongest guild left in the pool.</source>
        <extracomment>Questions after which an action&apos;s own effect is over (the next card or elemental is a choice of its own, with a hint of its own).</extracomment>
        <translation>Ta {guild}: det starkaste gillet som är kvar att välja.</translation>
    </message>
    <message>
        <source>Take {guild}: it is strong against the opponent&apos;s {foe}.</source>
        <translation>Ta {guild}: det är starkt mot motståndarens {foe}.</translation>
    </message>
    <message>
        <source>Take {guild}: it goes best with your guilds and against the opponent&apos;s.</source>
        <translation>Ta {guild}: det passar bäst till dina gillen och mot motståndarens.</translation>
    </message>
    <message>
        <source>Play {card} at location {location}: it destroys {cards} and scores {score} Riftforce.</source>
        <translation>Spela ut {card} vid plats {location}: det förstör {cards} och ger {score} Riftforce.</translation>
    </message>
    <message>
        <source>Play {card} at location {location}: it deals {damage} damage to {cards}.</source>
        <translation>Spela ut {card} vid plats {location}: det gör {damage} i skada på {cards}.</translation>
    </message>
    <message>
        <source>Play {card} at location {location}: you then control it, a Riftforce at your next Check &amp; Draw.</source>
        <translation>Spela ut {card} vid plats {location}: då kontrollerar du den, en Riftforce vid nästa Kontrollera och dra.</translation>
    </message>
    <message>
        <source>Play {card} at location {location}: it stops the opponent&apos;s {cards} from controlling it.</source>
        <translation>Spela ut {card} vid plats {location}: det hindrar motståndarens {cards} från att kontrollera den.</translation>
    </message>
    <message>
        <source>Play {card} at location {location}: it strengthens your line against {cards}.</source>
        <translation>Spela ut {card} vid plats {location}: det stärker din rad mot {cards}.</translation>
    </message>
    <message>
        <source>Play {card} at location {location}: it strengthens your hold on it.</source>
        <translation>Spela ut {card} vid plats {location}: det stärker ditt grepp om den.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your {guild} elementals: they destroy {cards} and score {score} Riftforce.</source>
        <translation>Kasta {card} för att aktivera dina elementarer i {guild}: de förstör {cards} och ger {score} Riftforce.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your elementals numbered {number}: they destroy {cards} and score {score} Riftforce.</source>
        <translation>Kasta {card} för att aktivera dina elementarer med talet {number}: de förstör {cards} och ger {score} Riftforce.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your {guild} elementals: they deal {damage} damage to {cards}.</source>
        <translation>Kasta {card} för att aktivera dina elementarer i {guild}: de gör {damage} i skada på {cards}.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your elementals numbered {number}: they deal {damage} damage to {cards}.</source>
        <translation>Kasta {card} för att aktivera dina elementarer med talet {number}: de gör {damage} i skada på {cards}.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your {guild} elementals: they take control of {places}.</source>
        <translation>Kasta {card} för att aktivera dina elementarer i {guild}: de tar kontroll över {places}.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your elementals numbered {number}: they take control of {places}.</source>
        <translation>Kasta {card} för att aktivera dina elementarer med talet {number}: de tar kontroll över {places}.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your {guild} elementals: they heal {damage} damage.</source>
        <translation>Kasta {card} för att aktivera dina elementarer i {guild}: de helar {damage} i skada.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your elementals numbered {number}: they heal {damage} damage.</source>
        <translation>Kasta {card} för att aktivera dina elementarer med talet {number}: de helar {damage} i skada.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your {guild} elementals: nothing else you can do now gains more.</source>
        <translation>Kasta {card} för att aktivera dina elementarer i {guild}: inget annat du kan göra nu ger mer.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your elementals numbered {number}: nothing else you can do now gains more.</source>
        <translation>Kasta {card} för att aktivera dina elementarer med talet {number}: inget annat du kan göra nu ger mer.</translation>
    </message>
    <message>
        <source>Activate {card}: it destroys {cards} and scores {score} Riftforce.</source>
        <translation>Aktivera {card}: den förstör {cards} och ger {score} Riftforce.</translation>
    </message>
    <message>
        <source>Activate {card}: it deals {damage} damage to {cards}.</source>
        <translation>Aktivera {card}: den gör {damage} i skada på {cards}.</translation>
    </message>
    <message>
        <source>Activate {card}: it takes control of {places}.</source>
        <translation>Aktivera {card}: den tar kontroll över {places}.</translation>
    </message>
    <message>
        <source>Activate {card}: it heals {damage} damage.</source>
        <translation>Aktivera {card}: den helar {damage} i skada.</translation>
    </message>
    <message>
        <source>Activate {card}: none of your other elementals does more now.</source>
        <translation>Aktivera {card}: ingen av dina andra elementarer gör mer nu.</translation>
    </message>
    <message>
        <source>Choose location {location}: that destroys {cards} and scores {score} Riftforce.</source>
        <translation>Välj plats {location}: det förstör {cards} och ger {score} Riftforce.</translation>
    </message>
    <message>
        <source>Choose location {location}: that deals {damage} damage to {cards}.</source>
        <translation>Välj plats {location}: det gör {damage} i skada på {cards}.</translation>
    </message>
    <message>
        <source>Choose location {location}: you take control of {places}.</source>
        <translation>Välj plats {location}: du tar kontroll över {places}.</translation>
    </message>
    <message>
        <source>Choose location {location}: the best place for {card}.</source>
        <translation>Välj plats {location}: den bästa platsen för {card}.</translation>
    </message>
    <message>
        <source>Choose location {location}: the best place for this ability.</source>
        <translation>Välj plats {location}: den bästa platsen för den här förmågan.</translation>
    </message>
    <message>
        <source>Choose {card}: it is destroyed, and you score {score} Riftforce.</source>
        <translation>Välj {card}: den förstörs, och du får {score} Riftforce.</translation>
    </message>
    <message>
        <source>Choose {card}: it takes {damage} damage.</source>
        <translation>Välj {card}: den tar {damage} i skada.</translation>
    </message>
    <message>
        <source>Choose {card}: it is healed of {damage} damage.</source>
        <translation>Välj {card}: den helas från {damage} i skada.</translation>
    </message>
    <message>
        <source>Choose {card}: the best target for {elemental}.</source>
        <translation>Välj {card}: det bästa målet för {elemental}.</translation>
    </message>
    <message>
        <source>Choose {card}: the best target for this ability.</source>
        <translation>Välj {card}: det bästa målet för den här förmågan.</translation>
    </message>
    <message>
        <source>Check &amp; Draw: you control location {location}.</source>
        <translation>Kontrollera och dra: du kontrollerar plats {location}.</translation>
    </message>
    <message>
        <source>Check &amp; Draw: you control locations {locations}.</source>
        <translation>Kontrollera och dra: du kontrollerar platserna {locations}.</translation>
    </message>
    <message>
        <source>Check &amp; Draw: you control no location, but you draw back up to {number} cards.</source>
        <translation>Kontrollera och dra: du kontrollerar ingen plats, men du drar upp till {number} kort igen.</translation>
    </message>
    <message>
        <source>End your play: your other cards are worth more on a later turn.</source>
        <translation>Avsluta utspelet: dina andra kort är värda mer i en senare tur.</translation>
    </message>
    <message>
        <source>Stop activating: your other elementals would gain nothing now.</source>
        <translation>Sluta aktivera: dina andra elementarer skulle inte vinna något nu.</translation>
    </message>
    <message>
        <source>Attack {target} with {cards}: that surely defeats it.</source>
        <extracomment>Dice samples behind a hint&apos;s kill chance and expected damage.</extracomment>
        <translation>Anfall {target} med {cards}: det besegrar det säkert.</translation>
    </message>
    <message>
        <source>Attack {target} with {cards}: that will most likely defeat it ({number} % chance).</source>
        <translation>Anfall {target} med {cards}: det besegrar det troligen ({number} % chans).</translation>
    </message>
    <message>
        <source>Attack {target} with {cards}: a {number} % chance to defeat it, and about {damage} damage if not.</source>
        <translation>Anfall {target} med {cards}: {number} % chans att besegra det, och annars omkring {damage} i skada.</translation>
    </message>
    <message>
        <source>Attack {target} with {cards}: about {damage} damage leaves it about {left} points.</source>
        <translation>Anfall {target} med {cards}: omkring {damage} i skada lämnar det med omkring {left} poäng.</translation>
    </message>
    <message>
        <source>Attack {target} with {cards}: {damage} damage leaves it {left} points.</source>
        <translation>Anfall {target} med {cards}: {damage} i skada lämnar det med {left} poäng.</translation>
    </message>
    <message>
        <source>Put {card} in front as your Active card: a hero there shields your royal house.</source>
        <translation>Sätt {card} som ditt Aktiva kort: en hjälte där skyddar ditt kungahus.</translation>
    </message>
    <message>
        <source>Put {card} in front as your Active card: with {number} points it is the toughest you have.</source>
        <translation>Sätt {card} som ditt Aktiva kort: med {number} poäng är det ditt tåligaste.</translation>
    </message>
    <message>
        <source>Put {card} in front as your Active card: it has {number} points to take the attacks.</source>
        <translation>Sätt {card} som ditt Aktiva kort: det har {number} poäng att ta emot anfallen med.</translation>
    </message>
    <message>
        <source>Exchange {cards}: cards of that suit may not attack {target} and heal none of yours.</source>
        <translation>Byt ut {cards}: kort i den färgen får inte anfalla {target} och helar inget av dina.</translation>
    </message>
    <message>
        <source>Exchange {cards}: such low cards do little damage, and new ones will do more.</source>
        <translation>Byt ut {cards}: så låga kort gör liten skada, och nya gör mer.</translation>
    </message>
    <message>
        <source>Exchange {cards}: nothing needs them now, and you draw as many new cards.</source>
        <translation>Byt ut {cards}: de behövs inte nu, och du drar lika många nya kort.</translation>
    </message>
    <message>
        <source>Heal {target} with {card}: it has only {left} of its {number} points left.</source>
        <translation>Hela {target} med {card}: det har bara {left} av sina {number} poäng kvar.</translation>
    </message>
    <message>
        <source>Remove nothing: every damage on {card} is larger than the heal.</source>
        <translation>Ta inte bort något: varje skada på {card} är större än helningen.</translation>
    </message>
    <message>
        <source>Remove {number} damage from {card}: the most this heal can take away.</source>
        <translation>Ta bort {number} i skada från {card}: det mesta den här helningen kan ta bort.</translation>
    </message>
    <message>
        <source>Remove {number} damage from {card}: this heal allows up to {most}.</source>
        <translation>Ta bort {number} i skada från {card}: den här helningen tillåter upp till {most}.</translation>
    </message>
    <message>
        <source>End the heal: the card has no damage left.</source>
        <translation>Avsluta helandet: kortet har ingen skada kvar.</translation>
    </message>
    <message>
        <source>End the heal: none of your number cards of its suit can remove the damage left on {card}.</source>
        <translation>Avsluta helandet: inget av dina sifferkort i dess färg kan ta bort skadan som är kvar på {card}.</translation>
    </message>
    <message>
        <source>End the heal: {card} has {left} points left, keep your other cards for attacks.</source>
        <translation>Avsluta helandet: {card} har {left} poäng kvar, spara dina andra kort till anfall.</translation>
    </message>
    <message>
        <source>Retreat {active} and put {card} in front: the hero shields your royal house.</source>
        <translation>Gör reträtt med {active} och sätt {card} främst: hjälten skyddar ditt kungahus.</translation>
    </message>
    <message>
        <source>Retreat {active} and put {card} in front: {active} has only {left} points left.</source>
        <translation>Gör reträtt med {active} och sätt {card} främst: {active} har bara {left} poäng kvar.</translation>
    </message>
    <message>
        <source>Retreat {active} and put {card} in front: {card} takes the attacks while {active} waits in the Infirmary.</source>
        <translation>Gör reträtt med {active} och sätt {card} främst: {card} tar emot anfallen medan {active} väntar i Sjukstugan.</translation>
    </message>
    <message>
        <source>Choose the house of {suit}: the four houses are equally strong, so any of them will do.</source>
        <translation>Välj {suit} som kungahus: de fyra kungahusen är lika starka, så vilket som helst duger.</translation>
    </message>
    <message>
        <source>Pass: you have no card to attack, heal or exchange with.</source>
        <translation>Passa: du har inget kort att anfalla, hela eller byta ut med.</translation>
    </message>
    <message>
        <source>Pass: every other move would only weaken you.</source>
        <translation>Passa: alla andra drag skulle bara försvaga dig.</translation>
    </message>
    <message>
        <source>Name {prop}: your super-trump {card} wins the round whatever is named.</source>
        <translation>Välj {prop}: ditt supertrumfkort {card} vinner rundan vilken egenskap som än väljs.</translation>
    </message>
    <message>
        <source>Name {prop}: your {card} has {value}, the most that is left.</source>
        <translation>Välj {prop}: din {card} har {value}, mest av det som är kvar.</translation>
    </message>
    <message>
        <source>Name {prop}: your {card} has {value}, more than {number} % of the cards you have not seen.</source>
        <translation>Välj {prop}: din {card} har {value}, mer än {number} % av korten du inte har sett.</translation>
    </message>
    <message>
        <source>Name {prop}: your {card} and {object} make {value}, the most that is left.</source>
        <translation>Välj {prop}: din {card} och {object} ger {value}, mest av det som är kvar.</translation>
    </message>
    <message>
        <source>Name {prop}: your {card} and {object} make {value}, more than {number} % of the cards you have not seen.</source>
        <translation>Välj {prop}: din {card} och {object} ger {value}, mer än {number} % av korten du inte har sett.</translation>
    </message>
    <message>
        <source>Put out {card} with the super-trump {trump}: a super-trump wins the round unless another one comes out.</source>
        <translation>Lägg ut {card} med supertrumfkortet {trump}: ett supertrumfkort vinner rundan om inte ett till läggs ut.</translation>
    </message>
    <message>
        <source>Put out the super-trump {card}: it wins the round unless another super-trump comes out.</source>
        <translation>Lägg ut supertrumfkortet {card}: det vinner rundan om inte ett annat supertrumfkort läggs ut.</translation>
    </message>
    <message>
        <source>Put out {card}: none of your cards is likely to win this round, so give away the weakest.</source>
        <translation>Lägg ut {card}: inget av dina kort vinner troligen den här rundan, så ge bort det svagaste.</translation>
    </message>
    <message>
        <source>Put out {card}: its {value} in {prop} is weak, so your better cards stay for later rounds.</source>
        <translation>Lägg ut {card}: dess {value} i {prop} är svagt, så dina bättre kort sparas till senare rundor.</translation>
    </message>
    <message>
        <source>Put out {card}: its {value} in {prop} is the most that is left.</source>
        <translation>Lägg ut {card}: dess {value} i {prop} är mest av det som är kvar.</translation>
    </message>
    <message>
        <source>Put out {card}: its {value} in {prop} beats {number} % of the cards you have not seen.</source>
        <translation>Lägg ut {card}: dess {value} i {prop} slår {number} % av korten du inte har sett.</translation>
    </message>
    <message>
        <source>Put out {card} and {object}: together {value} in {prop}, the most that is left.</source>
        <translation>Lägg ut {card} och {object}: tillsammans {value} i {prop}, mest av det som är kvar.</translation>
    </message>
    <message>
        <source>Put out {card} and {object}: together {value} in {prop}, more than {number} % of the cards you have not seen.</source>
        <translation>Lägg ut {card} och {object}: tillsammans {value} i {prop}, mer än {number} % av korten du inte har sett.</translation>
    </message>
    <message>
        <source>Keep this hand: it holds the super-trump {card}.</source>
        <translation>Behåll handen: den har supertrumfkortet {card}.</translation>
    </message>
    <message>
        <source>Discard and draw again: your best card, {card} with {value} in {prop}, beats only {number} % of the cards you have not seen.</source>
        <translation>Kasta och dra nya: ditt bästa kort, {card} med {value} i {prop}, slår bara {number} % av korten du inte har sett.</translation>
    </message>
    <message>
        <source>Keep this hand: your {card} has {value} in {prop}, more than {number} % of the cards you have not seen.</source>
        <translation>Behåll handen: din {card} har {value} i {prop}, mer än {number} % av korten du inte har sett.</translation>
    </message>
    <message>
        <source>Your last move is on its way to the host.</source>
        <translation>Ditt senaste drag är på väg till värden.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Det är inte din tur.</translation>
    </message>
    <message>
        <source>The game starts when everyone has joined.</source>
        <extracomment>the choices of how long a table waits for a lost guest (seconds), two minutes the default the port a host listens on first (so a reopened game is found at the same address)</extracomment>
        <translation>Spelet börjar när alla har anslutit.</translation>
    </message>
</context>
<context>
    <name>properties</name>
    <message>
        <source>Strength</source>
        <extracomment>Property ids in the deck&apos;s column order; stable, used in actions and saves. English display names (translation sources) of the properties.</extracomment>
        <translation>Styrka</translation>
    </message>
    <message>
        <source>Physique</source>
        <translation>Fysik</translation>
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
        <translation>Snabbhet</translation>
    </message>
</context>
<context>
    <name>riftforce</name>
    <message>
        <source>Fire</source>
        <extracomment>guild colours: distinct hues and lightness steps; the icon carries the distinction too the colour-safe theme&apos;s guild colours, searched for the largest smallest CIEDE2000 distance of any pair under protanopia, deuteranopia and tritanopia (18; the classic colours fall to 1.5, Water and Thunderbolt) while each stays near its guild&apos;s hue and bright white text stays legible on it; the pairs under 20 tell apart by the icon (``tests/ui/test_colour_safe.py``)</extracomment>
        <translation>Eld</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Vatten</translation>
    </message>
    <message>
        <source>Ice</source>
        <translation>Is</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Ljus</translation>
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
        <translation>Växt</translation>
    </message>
    <message>
        <source>Thunderbolt</source>
        <translation>Blixt</translation>
    </message>
    <message>
        <source>Shadow</source>
        <translation>Skugga</translation>
    </message>
    <message>
        <source>Crystal</source>
        <translation>Kristall</translation>
    </message>
    <message>
        <source>3 damage to the first enemy here. Then 1 damage to your elemental directly behind this Fire.</source>
        <translation>3 skada på första fienden här. Sedan 1 skada på din egen elementar direkt bakom denna Eld.</translation>
    </message>
    <message>
        <source>2 damage to the first enemy here. Move this Water to an adjacent location, then 1 damage to the first enemy there.</source>
        <translation>2 skada på första fienden här. Flytta detta Vatten till en angränsande plats, sedan 1 skada på första fienden där.</translation>
    </message>
    <message>
        <source>The last enemy here takes 4 damage if it is already damaged, otherwise 1.</source>
        <translation>Sista fienden här tar 4 skada om den redan är skadad, annars 1.</translation>
    </message>
    <message>
        <source>2 damage to the first enemy here. Then remove 1 damage from this Light or any of your elementals.</source>
        <translation>2 skada på första fienden här. Ta sedan bort 1 skada från detta Ljus eller från valfri av dina elementarer.</translation>
    </message>
    <message>
        <source>Move this Air to any other location. 1 damage to the first enemy there and at each adjacent location.</source>
        <translation>Flytta denna Luft till valfri annan plats. 1 skada på första fienden där och vid varje angränsande plats.</translation>
    </message>
    <message>
        <source>When played: 1 damage to each enemy here. Activated: 2 damage to the first enemy here.</source>
        <translation>När den spelas ut: 1 skada på varje fiende här. När den aktiveras: 2 skada på första fienden här.</translation>
    </message>
    <message>
        <source>Choose an adjacent location: 2 damage to the first enemy there, then pull it to this Plant&apos;s location.</source>
        <translation>Välj en angränsande plats: 2 skada på första fienden där, dra den sedan till denna Växts plats.</translation>
    </message>
    <message>
        <source>2 damage to any enemy here. If that destroys it, once more to another enemy here.</source>
        <translation>2 skada på valfri fiende här. Förgörs den, en gång till på en annan fiende här.</translation>
    </message>
    <message>
        <source>Move this Shadow to any other location. 1 damage to the first enemy there; if that destroys it, gain 1 extra Riftforce.</source>
        <translation>Flytta denna Skugga till valfri annan plats. 1 skada på första fienden där; förgörs den får du 1 extra Riftforce.</translation>
    </message>
    <message>
        <source>4 damage to the first enemy here. When this Crystal is destroyed, the opponent gains 1 extra Riftforce.</source>
        <translation>4 skada på första fienden här. När denna Kristall förgörs får motståndaren 1 extra Riftforce.</translation>
    </message>
    <message>
        <source>3 to the first enemy, 1 to yours behind</source>
        <extracomment>a few words per guild for the reference rows when the window is too small for the whole ability text at a readable size (the full text is in the row&apos;s tooltip)</extracomment>
        <translation>3 på första fienden, 1 på din bakom</translation>
    </message>
    <message>
        <source>2 here, move next door, 1 there</source>
        <translation>2 här, flytta intill, 1 där</translation>
    </message>
    <message>
        <source>Last enemy: 4 if damaged, else 1</source>
        <translation>Sista fienden: 4 om skadad, annars 1</translation>
    </message>
    <message>
        <source>2 to the first enemy, heal 1 of yours</source>
        <translation>2 på första fienden, hela 1 på din</translation>
    </message>
    <message>
        <source>Move anywhere, 1 there and next door</source>
        <translation>Flytta vart som helst, 1 där och intill</translation>
    </message>
    <message>
        <source>Played: 1 to each enemy; activated: 2</source>
        <translation>Utspelad: 1 på varje fiende; aktiverad: 2</translation>
    </message>
    <message>
        <source>2 to an enemy next door, pull it here</source>
        <translation>2 på en fiende intill, dra hit den</translation>
    </message>
    <message>
        <source>2 to any enemy here; kill: once more</source>
        <translation>2 på valfri fiende här; förgörs: en gång till</translation>
    </message>
    <message>
        <source>Move anywhere, 1 there; kill: +1 Riftforce</source>
        <translation>Flytta vart som helst, 1 där; förgörs: +1 Riftforce</translation>
    </message>
    <message>
        <source>4 to the first enemy; dies: foe +1 Riftforce</source>
        <translation>4 på första fienden; förgörs: motståndaren +1 Riftforce</translation>
    </message>
    <message>
        <source>Game over.</source>
        <extracomment>the keyboard focus: an index into the hand, or into the highlighted elementals when one must be chosen (``choice_items``) hand cards selected for a Play, in the order they were selected a hand card dropped on the discard pile whose mode (guild/number) is still open what gestures and keys mean the rising damage numbers&apos; own clock: the next step of an action, which finishes the cards&apos; movements, does not cut them off half-way a draft pick names its guild: the pool&apos;s cards are guilds</extracomment>
        <translation>Spelet är slut.</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>Väntar på {name}.</translation>
    </message>
    <message>
        <source>{name}: pick a guild (click a summoner, drag it to your guilds, or press its number).</source>
        <translation>{name}: välj ett gille (klicka på ett åkallarkort, dra det till dina gillen eller tryck på dess nummer).</translation>
    </message>
    <message>
        <source>{name}: {what}</source>
        <translation>{name}: {what}</translation>
    </message>
    <message>
        <source>Tie-break: {a} and then {b} take one more action each; the game ends after a pair that leaves the scores different.</source>
        <translation>Oavgjort: {a} och sedan {b} gör en handling till var; spelet slutar efter ett par som lämnar poängen olika.</translation>
    </message>
    <message>
        <source>12 Riftforce reached: {name} takes the last action of the round, then the higher score wins.</source>
        <translation>12 Riftforce uppnått: {name} gör rundans sista handling, sedan vinner den som har mest.</translation>
    </message>
    <message>
        <source>Draw: no cards are left and nothing can change any more ({a}: {x}, {b}: {y}).</source>
        <translation>Oavgjort: inga kort finns kvar och ingenting kan ändras längre ({a}: {x}, {b}: {y}).</translation>
    </message>
    <message>
        <source>Summoner</source>
        <translation>Åkallarkort</translation>
    </message>
    <message>
        <source>4 × 5 · 3 × 6 · 2 × 7</source>
        <translation>4 × 5 · 3 × 6 · 2 × 7</translation>
    </message>
    <message>
        <source>starts</source>
        <translation>börjar</translation>
    </message>
    <message>
        <source>{score} Riftforce · {hand} in hand</source>
        <translation>{score} Riftforce · {hand} på handen</translation>
    </message>
    <message>
        <source>Keys: ←/→ choose a hand card (or a highlighted elemental), Space selects it, 1–5 plays the selection at a location (or answers a location question), A activates with the selected card, G/N choose guild or number, C is Check &amp; Draw, Enter ends the action, Esc clears; in the draft 1–9 and 0 pick a guild.</source>
        <translation>Tangenter: ←/→ väljer ett kort på handen (eller en markerad elementar), mellanslag markerar det, 1–5 spelar ut det markerade vid en plats (eller svarar på en platsfråga), A aktiverar med det markerade kortet, G/N väljer gille eller tal, C är Kontrollera och dra, Enter avslutar handlingen, Esc rensar; när gillen väljs väljer 1–9 och 0 ett gille.</translation>
    </message>
    <message>
        <source>Tie-break: one more action each until the scores differ.</source>
        <translation>Oavgjort: en handling till var tills poängen skiljer sig.</translation>
    </message>
    <message>
        <source>12 Riftforce reached: {name} takes the last action.</source>
        <translation>12 Riftforce uppnått: {name} gör den sista handlingen.</translation>
    </message>
    <message>
        <source>Ends in the round someone reaches 12 ({name} acts last).</source>
        <translation>Slutar i rundan då någon når 12 ({name} gör sista handlingen).</translation>
    </message>
    <message>
        <source>The game ends after the round in which someone reaches 12 ({name} acts last); a tie plays on.</source>
        <translation>Spelet slutar efter rundan då någon når 12 ({name} gör sista handlingen); vid oavgjort spelar ni vidare.</translation>
    </message>
    <message>
        <source>Damage: {d} of {n}</source>
        <translation>Skada: {d} av {n}</translation>
    </message>
    <message>
        <source>Dealt</source>
        <translation>Utdelat</translation>
    </message>
    <message>
        <source>Deck</source>
        <extracomment>the seats&apos; names, by seat the seat drawn below the Rift the seat to move (``None``: nobody, the game is over) the seat whose view this is (``None``: a spectator&apos;s) the person at the screen is to act the game is over the discarded card whose guild/number activation is still open the last Check &amp; Draw&apos;s scorer and the locations that scored (until the scorer&apos;s next turn) the first line of the result, once the game is over 0 the bottom seat, 1 the top seat, ``None`` nobody (both or neither have elementals) the tooltip&apos;s text (the painter makes it a plain-text tooltip) 0 / 1 (bottom / top) when the last Check &amp; Draw scored here, else ``None`` (title, text, highlighted) the buttons under the panel, in order: some of &quot;guild&quot;, &quot;number&quot;, &quot;cancel&quot;, &quot;end&quot; the buttons&apos; words, by key (the guild and number ones only while asked) Check &amp; Draw: its words, allowed now, and the note on why not (too many cards) zone name → (label, count text) for the piles, the guilds and the draft&apos;s places each seat&apos;s guild rows (up to four guilds), shown only after the draft the two seat marks (bottom, top) beside the track and on the Rift the score track: (bottom&apos;s score, top&apos;s score, title) the draft&apos;s banner (title, line, highlighted); ``None`` after the draft (seat, location) → its look the pile and guild zones that take a drop or a click now (``discard&lt;seat&gt;``, ``summ&lt;seat&gt;``) the hint on the viewer&apos;s discard pile while it takes a discard (else it keeps its own)</extracomment>
        <translation>Draghög</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kasthög</translation>
    </message>
    <message>
        <source>{name}&apos;s guilds</source>
        <translation>{name}: gillen</translation>
    </message>
    <message>
        <source>Summoners to pick from</source>
        <translation>Åkallarkort att välja bland</translation>
    </message>
    <message>
        <source>Set aside (unseen)</source>
        <translation>Undanlagt (osett)</translation>
    </message>
    <message>
        <source>Riftforce</source>
        <translation>Riftforce</translation>
    </message>
    <message>
        <source>Location {n}: controlled by {name} (worth 1 Riftforce at their Check &amp; Draw)</source>
        <translation>Plats {n}: kontrolleras av {name} (värd 1 Riftforce när hen gör Kontrollera och dra)</translation>
    </message>
    <message>
        <source>Hover a card or guild for details; keys: Help → Controls, or press ?</source>
        <translation>Håll muspekaren över ett kort eller gille för detaljer; tangenter: Hjälp → Styrning, eller tryck ?</translation>
    </message>
    <message>
        <source>Drop cards here</source>
        <translation>Släpp kort här</translation>
    </message>
    <message>
        <source>Discard here to activate</source>
        <translation>Kasta här för att aktivera</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <source>Guild: {guild}</source>
        <translation>Gille: {guild}</translation>
    </message>
    <message>
        <source>Number: {n}</source>
        <translation>Tal: {n}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>End play</source>
        <translation>Avsluta utspelet</translation>
    </message>
    <message>
        <source>End activation</source>
        <translation>Avsluta aktiveringen</translation>
    </message>
    <message>
        <source>Check &amp; Draw</source>
        <translation>Kontrollera och dra</translation>
    </message>
    <message>
        <source>Guild draft · {n} of {total} guilds chosen</source>
        <translation>Val av gillen · {n} av {total} gillen valda</translation>
    </message>
    <message>
        <source>Your pick, {name}</source>
        <translation>Din tur att välja, {name}</translation>
    </message>
    <message>
        <source>{name} picks</source>
        <translation>{name} väljer</translation>
    </message>
    <message>
        <source>Pick a guild first: click a summoner or drag it to your guilds.</source>
        <extracomment>hand cards selected for a Play, in the order they were selected a hand card dropped on the discard pile whose mode (guild/number) is still open the table&apos;s answers to gestures (``unusable`` names why a card cannot be used) the card whose last click submitted an action: the double-click that click began must not act a second time</extracomment>
        <translation>Välj ett gille först: klicka på ett åkallarkort eller dra det till dina gillen.</translation>
    </message>
    <message>
        <source>Select 1–3 cards sharing a guild or a number first.</source>
        <translation>Markera först 1–3 kort med samma gille eller samma tal.</translation>
    </message>
    <message>
        <source>At most 3 cards per Play.</source>
        <translation>Högst 3 kort per utspel.</translation>
    </message>
    <message>
        <source>Check &amp; Draw is not possible now.</source>
        <translation>Kontrollera och dra går inte nu.</translation>
    </message>
    <message>
        <source>That elemental shares neither the guild nor the number of the discarded card.</source>
        <translation>Den elementaren har varken samma gille eller samma tal som det kastade kortet.</translation>
    </message>
    <message>
        <source>That elemental shares both guild and number: choose with the buttons.</source>
        <translation>Den elementaren har både samma gille och samma tal: välj med knapparna.</translation>
    </message>
    <message>
        <source>Click one of the highlighted choices.</source>
        <translation>Klicka på ett av de markerade alternativen.</translation>
    </message>
    <message>
        <source>Drop the summoner on your guilds, or click it.</source>
        <translation>Släpp åkallarkortet på dina gillen, eller klicka på det.</translation>
    </message>
    <message>
        <source>Play cards on your own side of the Rift.</source>
        <translation>Spela ut kort på din egen sida av Riften.</translation>
    </message>
    <message>
        <source>Discard exactly one card to activate.</source>
        <translation>Kasta exakt ett kort för att aktivera.</translation>
    </message>
    <message>
        <source>Drop cards on a location of your side, or one card on your discard pile.</source>
        <translation>Släpp kort vid en plats på din sida, eller ett kort på din kasthög.</translation>
    </message>
    <message>
        <source>{guild} {number}</source>
        <translation>{guild} {number}</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} och {last}</translation>
    </message>
    <message>
        <source>location {n}</source>
        <translation>plats {n}</translation>
    </message>
    <message>
        <source>activate by guild ({guild}) or by number ({number})?</source>
        <translation>aktivera efter gille ({guild}) eller efter tal ({number})?</translation>
    </message>
    <message>
        <source>play cards, activate elementals, or Check &amp; Draw.</source>
        <translation>spela ut kort, aktivera elementarer eller Kontrollera och dra.</translation>
    </message>
    <message>
        <source>Activate: guild or number?</source>
        <translation>Aktivera: gille eller tal?</translation>
    </message>
    <message>
        <source>You discard {card}. Activate elementals of the same guild ({guild}) or of the same number ({number}): click a highlighted elemental or a button below.</source>
        <translation>Du kastar {card}. Aktivera elementarer med samma gille ({guild}) eller samma tal ({number}): klicka på en markerad elementar eller på en knapp nedan.</translation>
    </message>
    <message>
        <source>Your action</source>
        <translation>Din handling</translation>
    </message>
    <message>
        <source>Play: drag 1–3 cards sharing a guild or a number to a location. Activate: drag a card to your discard pile. Or Check &amp; Draw.</source>
        <translation>Spela ut: dra 1–3 kort med samma gille eller samma tal till en plats. Aktivera: dra ett kort till din kasthög. Eller Kontrollera och dra.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spela ut</translation>
    </message>
    <message>
        <source>Add a card sharing the guild or number to a highlighted location, or click “End play” (Enter).</source>
        <translation>Lägg till ett kort med samma gille eller tal vid en markerad plats, eller klicka på ”Avsluta utspelet” (Enter).</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>Aktivera</translation>
    </message>
    <message>
        <source>Click the elemental to activate first (highlighted).</source>
        <translation>Klicka först på elementaren som ska aktiveras (markerad).</translation>
    </message>
    <message>
        <source>Choose the adjacent location to move to.</source>
        <translation>Välj den angränsande plats som elementaren ska flytta till.</translation>
    </message>
    <message>
        <source>Choose any other location to move to.</source>
        <translation>Välj valfri annan plats som elementaren ska flytta till.</translation>
    </message>
    <message>
        <source>Choose the adjacent location whose first enemy takes 2 damage and is pulled here.</source>
        <translation>Välj den angränsande plats vars första fiende tar 2 skada och dras hit.</translation>
    </message>
    <message>
        <source>Choose one of your elementals to remove 1 damage from.</source>
        <translation>Välj en av dina elementarer att ta bort 1 skada från.</translation>
    </message>
    <message>
        <source>Choose the enemy here that takes 2 damage.</source>
        <translation>Välj den fiende här som tar 2 skada.</translation>
    </message>
    <message>
        <source>That destroyed it: choose another enemy here for 2 more damage.</source>
        <translation>Den förgjordes: välj en annan fiende här som tar 2 skada till.</translation>
    </message>
    <message>
        <source>New game of Riftforce: {name} is dealt the {guild} guild, {other} the {other_guild} guild; {name} picks a guild first.</source>
        <extracomment>The log line of each kind of event, by its class (a kind without one is not logged).</extracomment>
        <translation>Nytt spel Riftforce: {name} får gillet {guild}, {other} gillet {other_guild}; {name} väljer ett gille först.</translation>
    </message>
    <message>
        <source>New game of Riftforce: {name} picks a guild first.</source>
        <translation>Nytt spel Riftforce: {name} väljer ett gille först.</translation>
    </message>
    <message>
        <source>{name} picks the {guild} guild.</source>
        <translation>{name} väljer gillet {guild}.</translation>
    </message>
    <message>
        <source>Guilds drafted. Each player draws 7 cards; {name} starts.</source>
        <translation>Gillena är valda. Varje spelare drar 7 kort; {name} börjar.</translation>
    </message>
    <message>
        <source>{name} puts {card} from the draw pile at {location}.</source>
        <translation>{name} lägger {card} från draghögen vid {location}.</translation>
    </message>
    <message>
        <source>{name} plays {card} at {location}.</source>
        <translation>{name} spelar ut {card} vid {location}.</translation>
    </message>
    <message>
        <source>by guild</source>
        <translation>efter gille</translation>
    </message>
    <message>
        <source>by number</source>
        <translation>efter tal</translation>
    </message>
    <message>
        <source>{name} discards {card} to activate {by}.</source>
        <translation>{name} kastar {card} för att aktivera {by}.</translation>
    </message>
    <message>
        <source>{name} activates {card} at {location}.</source>
        <translation>{name} aktiverar {card} vid {location}.</translation>
    </message>
    <message>
        <source>{name}&apos;s {card} moves from {a} to {b}.</source>
        <translation>{card} hos {name} flyttas från {a} till {b}.</translation>
    </message>
    <message>
        <source>{name}&apos;s {card} is destroyed.</source>
        <translation>{card} hos {name} förgörs.</translation>
    </message>
    <message>
        <source>for a destroyed elemental</source>
        <translation>för en förgjord elementar</translation>
    </message>
    <message>
        <source>for the Crystal</source>
        <translation>för Kristallen</translation>
    </message>
    <message>
        <source>for the Shadow</source>
        <translation>för Skuggan</translation>
    </message>
    <message>
        <source>for controlled locations</source>
        <translation>för kontrollerade platser</translation>
    </message>
    <message>
        <source>{name} checks and draws: controls no location.</source>
        <translation>Kontrollera och dra: {name} kontrollerar ingen plats.</translation>
    </message>
    <message>
        <source>{name} shuffles the discard pile into a new draw pile.</source>
        <translation>{name} blandar kasthögen till en ny draghög.</translation>
    </message>
    <message>
        <source>Tie at 12 or more Riftforce: both play one more action each until the scores differ.</source>
        <translation>Lika vid 12 Riftforce eller mer: båda gör en handling till var tills poängen skiljer sig.</translation>
    </message>
</context>
</TS>
