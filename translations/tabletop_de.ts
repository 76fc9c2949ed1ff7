<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en_GB">
<context>
    <name>Announcer</name>
    <message>
        <source>&amp;Accessibility</source>
        <extracomment>where the choice is kept events whose lines are details — said at ``full`` only (cards drawn, a pile reshuffled) events whose line says whose turn it is: the announcer says it its own way instead (&quot;Your turn.&quot; to the person at the screen) (text, what): &quot;move&quot; for a move, &quot;undo&quot; for moves taken back, &quot;read&quot; for a read-aloud key&apos;s answer, &quot;buzz&quot; for a buzzer pressed in an Ordet fanger duel the running game&apos;s move announcements: (action index (0: the deal), what was said, the move alone), in order; a new game starts it again, an undo cuts it back Settings → Accessibility (other accessibility settings may join it)</extracomment>
        <translation>&amp;Bedienungshilfen</translation>
    </message>
    <message>
        <source>Announce moves &amp;briefly</source>
        <translation>Züge &amp;kurz ansagen</translation>
    </message>
    <message>
        <source>Announce moves with their &amp;results</source>
        <translation>Züge mit &amp;Ergebnis ansagen</translation>
    </message>
    <message>
        <source>Announce moves in &amp;full</source>
        <translation>Züge &amp;vollständig ansagen</translation>
    </message>
    <message>
        <source>A screen reader hears each move</source>
        <translation>Ein Bildschirmleser sagt jeden Zug an</translation>
    </message>
    <message>
        <source>A screen reader hears each move, what came of it (damage, dice, who won) and whose turn it is</source>
        <translation>Ein Bildschirmleser sagt jeden Zug an, was daraus folgte (Schaden, Würfel, wer gewann) und wer am Zug ist</translation>
    </message>
    <message>
        <source>A screen reader hears everything the game log says, and what you can do on your turn</source>
        <translation>Ein Bildschirmleser sagt alles an, was im Spielprotokoll steht, und was du tun kannst, wenn du am Zug bist</translation>
    </message>
    <message>
        <source>{name} buzzes.</source>
        <translation>{name} buzzert.</translation>
    </message>
    <message>
        <source>{name} has moved.</source>
        <translation>{name} hat gezogen.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Du bist am Zug.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>{name} ist am Zug.</translation>
    </message>
</context>
<context>
    <name>AnswerBar</name>
    <message>
        <source>Answer ↵</source>
        <translation>Antworten ↵</translation>
    </message>
    <message>
        <source>Give up (Esc)</source>
        <translation>Aufgeben (Esc)</translation>
    </message>
    <message>
        <source>Yes ({key})</source>
        <translation>Ja ({key})</translation>
    </message>
    <message>
        <source>No (N)</source>
        <translation>Nein (N)</translation>
    </message>
    <message>
        <source>Tie (T)</source>
        <translation>Gleichstand (T)</translation>
    </message>
    <message>
        <source>Nobody knows (Esc)</source>
        <translation>Keiner weiß es (Esc)</translation>
    </message>
    <message>
        <source>Your answer, then Enter</source>
        <translation>Deine Antwort, dann Enter</translation>
    </message>
</context>
<context>
    <name>ControlsDialog</name>
    <message>
        <source>Controls: {game}</source>
        <translation>Steuerung: {game}</translation>
    </message>
    <message>
        <source>What you can do at the {game} table:</source>
        <translation>Das kannst du am Tisch von {game} tun:</translation>
    </message>
    <message>
        <source>You do</source>
        <translation>Du machst</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>Das passiert</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>Go from your hand to the cards you can choose and the buttons on the table; Enter or Space then does what a click does</source>
        <translation>Von deiner Hand zu den wählbaren Karten und den Schaltflächen auf dem Tisch wechseln; Enter oder Leertaste wirkt dann wie ein Klick</translation>
    </message>
    <message>
        <source>Click anywhere</source>
        <translation>Irgendwohin klicken</translation>
    </message>
    <message>
        <source>Close the note that says why a move was refused</source>
        <translation>Den Hinweis schließen, warum ein Zug abgelehnt wurde</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>This page</source>
        <translation>Diese Seite</translation>
    </message>
    <message>
        <source>View → Full screen</source>
        <translation>Ansicht → Vollbild</translation>
    </message>
    <message>
        <source>The table on the whole screen</source>
        <translation>Der Tisch auf dem ganzen Bildschirm</translation>
    </message>
</context>
<context>
    <name>DuelController</name>
    <message>
        <source>correct!</source>
        <extracomment>seconds a rejected player must wait before buzzing again (rules: 1 s) seconds the table waits when no duellist can answer at all (both computers blank) seconds after which a race between computers only is given up (safety net) seconds into the race a guided game&apos;s scripted answer (a ``Claim``) is said computer seat -&gt; planned answers with the duel time (seconds) each is said at computer seat -&gt; whole planned sealed Answer (sealed races), None = pass seats whose press is with the host&apos;s referee (across computers): no second answer yet across computers: the host&apos;s referee or a guest&apos;s racer (``netrace``), else None</extracomment>
        <translation>richtig!</translation>
    </message>
    <message>
        <source>“{answer}” was already given for this category this round.</source>
        <translation>„{answer}“ wurde in dieser Runde für diese Kategorie schon genannt.</translation>
    </message>
    <message>
        <source>“{answer}” already counts for you in this duel.</source>
        <translation>„{answer}“ zählt in diesem Duell schon für dich.</translation>
    </message>
    <message>
        <source>“{answer}” is not in the list (strict judging).</source>
        <translation>„{answer}“ steht nicht auf der Liste (strenge Bewertung).</translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>Game over</source>
        <extracomment>the strip&apos;s background: the plates&apos; dark green, fully opaque (nothing shows through) between the seats&apos; scores on a line the window&apos;s title for this ending (&quot;&quot; = &quot;Game over&quot;) the seats&apos; score lines, flowed onto as few lines as the width allows (``_flow``) this game&apos;s statistics line (&quot;Riftforce vs Strong: 7 won, 5 lost&quot;), by the tally</extracomment>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>Noch &amp;einmal spielen</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>&amp;Watch this game again</source>
        <translation>Dieses Spiel erneut &amp;ansehen</translation>
    </message>
    <message>
        <source>Same players, a new deal (Enter)</source>
        <translation>Dieselben Spieler, neu gemischt (Enter)</translation>
    </message>
    <message>
        <source>Look at the table (Esc)</source>
        <translation>Tisch ansehen (Esc)</translation>
    </message>
    <message numerus="yes">
        <source>Match after %n game(s): {score}</source>
        <translation>
            <numerusform>Stand nach %n Spiel: {score}</numerusform>
            <numerusform>Stand nach %n Spielen: {score}</numerusform>
        </translation>
    </message>
    <message>
        <source>Draws: {n}</source>
        <translation>Unentschieden: {n}</translation>
    </message>
</context>
<context>
    <name>FeltTable</name>
    <message>
        <source>Pass the screen to {name}.</source>
        <translation>Gib den Bildschirm an {name} weiter.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} denkt nach…</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>Warten auf {name}.</translation>
    </message>
    <message>
        <source>Several moves are possible: drag the card.</source>
        <extracomment>the second press of a double-click whose first click made a move: nothing to answer how many refusals and questions were shown: a gesture that raised none and made no move was not answered yet (``gesture_ended``) the card a click just moved with: the double-click that click began stays quiet</extracomment>
        <translation>Mehrere Züge sind möglich: Ziehe die Karte.</translation>
    </message>
    <message>
        <source>No move with this card now: {reason}</source>
        <translation>Gerade kein Zug mit dieser Karte: {reason}</translation>
    </message>
    <message>
        <source>This card cannot be used now.</source>
        <translation>Diese Karte kann jetzt nicht verwendet werden.</translation>
    </message>
    <message>
        <source>Drop the card on a highlighted place.</source>
        <translation>Lege die Karte auf einen hervorgehobenen Platz.</translation>
    </message>
    <message>
        <source>The card cannot go there.</source>
        <translation>Die Karte kann dort nicht hin.</translation>
    </message>
    <message>
        <source>That is {name}&apos;s side of the table.</source>
        <translation>Das ist die Tischseite von {name}.</translation>
    </message>
    <message>
        <source>That pile is not for playing to.</source>
        <translation>Auf diesen Stapel wird nicht ausgespielt.</translation>
    </message>
    <message>
        <source>Nothing to do with that pile now.</source>
        <translation>Mit diesem Stapel gibt es gerade nichts zu tun.</translation>
    </message>
    <message>
        <source>Nothing to do there now.</source>
        <translation>Dort gibt es gerade nichts zu tun.</translation>
    </message>
    <message>
        <source>Drag the card to where it should go.</source>
        <translation>Ziehe die Karte dorthin, wo sie hin soll.</translation>
    </message>
    <message>
        <source>Nothing to do with that card now.</source>
        <translation>Mit dieser Karte gibt es gerade nichts zu tun.</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <extracomment>the person asked for Undo (the main window decides what may be taken back) the table: whether the button is shown is asked relative to it</extracomment>
        <translation>↶ Rückgängig</translation>
    </message>
    <message>
        <source>thinking…</source>
        <extracomment>the detail line: 16 scene units read at about 10.5 px at 1280×800 (14 was 9) the width the table asked for, and the most it may grow to (``set_width``) the game is over and this seat won (a gold frame and a star instead of the dot)</extracomment>
        <translation>denkt nach…</translation>
    </message>
    <message>
        <source>{reason} {action}: press {key}.</source>
        <translation>{reason} {action}: drücke {key}.</translation>
    </message>
    <message>
        <source>{reason} (wins {number} % of {count} simulated games)</source>
        <extracomment>smallest text height on screen (px), as the callout room kept between the label and the felt&apos;s edge, a frame or a choosable thing the step of the scan for a free spot (scene units)</extracomment>
        <translation>{reason} (gewinnt {number} % von {count} simulierten Spielen)</translation>
    </message>
    <message>
        <source>Hint: {why}</source>
        <translation>Tipp: {why}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Deal</source>
        <extracomment>the move a line was written by (0: the opening deal, k: the k-th action); absent on headings and on lines no move wrote (the &quot;takes back&quot; line of an undo) on headings: the turn&apos;s key (0 for the deal, n for &quot;Turn n&quot;), so a rebuild of the same game (a language switch, an undo) folds again the turns the reader had folded pixels added to every row: wrapped sentences set tight read as one block the acting seat; ``None`` for the deal (a move without a seat stays in the turn) on each of the move&apos;s lines (the computer&apos;s &quot;Decided in … s&quot;) the seat of the current heading (``None``: the deal&apos;s, or none yet) turn keys folded by the reader before a rebuild, folded again as they come back</extracomment>
        <translation>Austeilen</translation>
    </message>
    <message>
        <source>Turn {n} — {name}</source>
        <translation>Zug {n} — {name}</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>Learn to play (about 3 minutes)</source>
        <extracomment>hidden while it has no text (a status bar label beside the prompt: no room taken) the id of the game&apos;s guided game, None while there is none (or not known yet)</extracomment>
        <translation>Spielen lernen (etwa 3 Minuten)</translation>
    </message>
    <message>
        <source>Learn to play {game} (about 3 minutes)</source>
        <translation>{game} spielen lernen (etwa 3 Minuten)</translation>
    </message>
    <message>
        <source>Guided game finished</source>
        <translation>Geführte Partie abgeschlossen</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} Spieler</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Demnächst</translation>
    </message>
</context>
<context>
    <name>HandoverOverlay</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Weitergeben an {name}</translation>
    </message>
    <message>
        <source>{name}, click when ready — your cards will be shown.</source>
        <translation>{name}, klicke, sobald du bereit bist – dann werden deine Karten gezeigt.</translation>
    </message>
    <message>
        <source>Everyone else: please look away.</source>
        <translation>Alle anderen: bitte wegschauen.</translation>
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
        <translation>An diesem Computer</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>At another computer</source>
        <translation>An einem anderen Computer</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Waiting to join…</source>
        <translation>Wartet auf Beitritt…</translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>Beigetreten</translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation>Getrennt</translation>
    </message>
    <message numerus="yes">
        <source>%n spectator(s) watching</source>
        <translation>
            <numerusform>%n Zuschauer schaut zu</numerusform>
            <numerusform>%n Zuschauer schauen zu</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for: {names}</source>
        <translation>Warten auf: {names}</translation>
    </message>
    <message>
        <source>The game can start once everyone at another computer has joined.</source>
        <translation>Das Spiel kann beginnen, sobald alle an anderen Computern beigetreten sind.</translation>
    </message>
    <message>
        <source>Invite players</source>
        <translation>Mitspieler einladen</translation>
    </message>
    <message>
        <source>Hosted by {name}</source>
        <translation>Gastgeber: {name}</translation>
    </message>
    <message>
        <source>&amp;Invite code:</source>
        <translation>&amp;Einladungscode:</translation>
    </message>
    <message>
        <source>Invite code</source>
        <translation>Einladungscode</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy the invite code to the clipboard</source>
        <translation>Den Einladungscode in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Friends on your network find this table when they choose Join a table in the Game menu. Others need the code or the picture.</source>
        <translation>Freunde in deinem Netzwerk finden diesen Tisch unter Spiel → An einem Tisch teilnehmen. Andere brauchen den Code oder das Bild.</translation>
    </message>
    <message>
        <source>The invite code as a QR picture</source>
        <translation>Der Einladungscode als QR-Bild</translation>
    </message>
    <message>
        <source>&amp;Seats:</source>
        <translation>&amp;Plätze:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>Spiel &amp;starten</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close the table: nobody can join any more</source>
        <translation>Den Tisch schließen: niemand kann mehr beitreten</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>&amp;Watch</source>
        <extracomment>the pages, in ``pages``&apos; order ``seat_chosen``&apos;s index for watching instead of playing (the table&apos;s address, or the pasted invite code; the table&apos;s id, &quot;&quot; for a code) Cancel while connecting: the dialog is back on its first page (seat index, or ``SPECTATOR``; the name the guest plays under) the guest gave up (Cancel or Escape on the first or the seats page) the name typed by the guest (it then no longer follows the chosen seat)</extracomment>
        <translation>Zu&amp;sehen</translation>
    </message>
    <message>
        <source>&amp;Take the seat</source>
        <translation>&amp;Platz nehmen</translation>
    </message>
    <message numerus="yes">
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n freier Platz</numerusform>
            <numerusform>%n freie Plätze</numerusform>
        </translation>
    </message>
    <message>
        <source>{game} — {host} ({free})</source>
        <translation>{game} — {host} ({free})</translation>
    </message>
    <message>
        <source>Connecting to {host}…</source>
        <translation>Verbinde mit {host}…</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Choose your seat at {game}:</source>
        <translation>Wähle deinen Platz bei {game}:</translation>
    </message>
    <message>
        <source>Choose your seat:</source>
        <translation>Wähle deinen Platz:</translation>
    </message>
    <message>
        <source>{name} (taken)</source>
        <translation>{name} (besetzt)</translation>
    </message>
    <message>
        <source>W&amp;atch as a spectator</source>
        <translation>Als &amp;Zuschauer zusehen</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>An einem Tisch teilnehmen</translation>
    </message>
    <message>
        <source>&amp;Tables on your network:</source>
        <translation>&amp;Tische in deinem Netzwerk:</translation>
    </message>
    <message>
        <source>Tables on your network</source>
        <translation>Tische in deinem Netzwerk</translation>
    </message>
    <message>
        <source>Looking for tables on your network…</source>
        <translation>Suche nach Tischen in deinem Netzwerk…</translation>
    </message>
    <message>
        <source>Or paste an &amp;invite code:</source>
        <translation>Oder einen &amp;Einladungscode einfügen:</translation>
    </message>
    <message>
        <source>Invite code</source>
        <translation>Einladungscode</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
</context>
<context>
    <name>Joining</name>
    <message>
        <source>Join a table</source>
        <translation>An einem Tisch teilnehmen</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>the game the player agreed to abandon, counted once its successor is installed why the data folder cannot be written (no autosave, no statistics), or None ``translations.generation`` the texts were last set for (see ``changeEvent``) False for ``--screenshot`` runs: their size must not become the player&apos;s window called once with the next game&apos;s session and table before it starts (a guided game&apos;s runner takes its seats and moves there: ``ui.tutorial.launch``)</extracomment>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Neu &amp;starten</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>S&amp;peichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Watch a replay…</source>
        <translation>Wiedergabe &amp;ansehen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>{game} (guided game) — Tabletop</source>
        <translation>{game} (geführte Partie) — Tabletop</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>Spiel&amp;protokoll</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Seat &amp;names…</source>
        <translation>Spieler&amp;namen…</translation>
    </message>
    <message>
        <source>&amp;Sound effects</source>
        <translation>S&amp;oundeffekte</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regeln dieses Spiels</translation>
    </message>
    <message>
        <source>&amp;Controls (?)</source>
        <translation>&amp;Steuerung (?)</translation>
    </message>
    <message>
        <source>&amp;About Tabletop</source>
        <translation>&amp;Über Tabletop</translation>
    </message>
    <message>
        <source>Game log</source>
        <extracomment>the log&apos;s width is the player&apos;s (remembered, or set in this run): no default width every event of the running game so far, in order (an undo cuts it back) every move&apos;s events and acting seat (0: the deal): the log&apos;s turns are built from it</extracomment>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Tabletop cannot keep its files in “{folder}”: {reason}.

You can play, but games will not be saved automatically and no statistics will be kept. Game → Save as… can still save a game somewhere else.</source>
        <translation>Tabletop kann seine Dateien nicht in „{folder}“ ablegen: {reason}.

Du kannst spielen, aber Spiele werden nicht automatisch gespeichert und es wird keine Statistik geführt. Mit Spiel → Speichern unter… lässt sich ein Spiel weiterhin an einem anderen Ort speichern.</translation>
    </message>
    <message>
        <source>{game} (practice) — Tabletop</source>
        <translation>{game} (Übung) — Tabletop</translation>
    </message>
    <message>
        <source>Tabletop is already running: its window was brought forward.</source>
        <translation>Tabletop läuft bereits: sein Fenster wurde nach vorn geholt.</translation>
    </message>
    <message>
        <source>Tabletop</source>
        <extracomment>how long a thread may hold the interpreter lock while another waits (set in ``main``)</extracomment>
        <translation>Tabletop</translation>
    </message>
    <message>
        <source>Tabletop is already running (process {pid}) with the same folder for its games, but it does not answer. Close it, or end that process, and start Tabletop again.</source>
        <translation>Tabletop läuft bereits (Prozess {pid}) mit demselben Ordner für seine Spiele, antwortet aber nicht. Schließe es oder beende diesen Prozess und starte Tabletop erneut.</translation>
    </message>
    <message>
        <source>{} — Tabletop</source>
        <translation>{} — Tabletop</translation>
    </message>
    <message>
        <source>Seat names</source>
        <translation>Spielernamen</translation>
    </message>
    <message>
        <source>Default names for the seats, one per line:</source>
        <translation>Standardnamen für die Plätze, einer pro Zeile:</translation>
    </message>
    <message>
        <source>Abandon game</source>
        <translation>Spiel abbrechen</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Das laufende Spiel abbrechen?</translation>
    </message>
    <message numerus="yes">
        <source>The %n move(s) made so far will be lost unless you saved the game.</source>
        <translation>
            <numerusform>Der bisherige Zug geht verloren, wenn du das Spiel nicht gespeichert hast.</numerusform>
            <numerusform>Die bisherigen %n Züge gehen verloren, wenn du das Spiel nicht gespeichert hast.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>The game could not be started; nothing else was changed.

{detail}</source>
        <translation>Das Spiel konnte nicht gestartet werden; sonst wurde nichts verändert.

{detail}</translation>
    </message>
    <message>
        <source>Decided in {seconds} s</source>
        <translation>Entschieden in {seconds} s</translation>
    </message>
    <message>
        <source>The computer player failed: {}</source>
        <translation>Beim Computerspieler ist ein Fehler aufgetreten: {}</translation>
    </message>
    <message>
        <source>Autosave failed: {}</source>
        <extracomment>what identifies one version of a file: inode, size and modification time the file Save writes to (None: Save asks, like Save As) how many actions the running game had when it appeared in this window: the autosave is written (and removed at the end) only once the game has moved on from there, so a new, resumed or opened game never replaces another game&apos;s autosave untouched the resume offer while it is shown the message about an autosave that could not be loaded (while it is shown) the autosave as this window last wrote or read it (``file_stamp``; ``None``: there was none), or ``_UNSEEN`` before the first look</extracomment>
        <translation>Automatisches Speichern fehlgeschlagen: {}</translation>
    </message>
    <message>
        <source>Another copy of Tabletop had saved its game here; it was kept as “{file}” (Game → Open).</source>
        <translation>Eine andere Tabletop-Instanz hatte hier ihr Spiel gespeichert; es wurde als „{file}“ aufbewahrt (Spiel → Öffnen).</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>A saved game can be read by whoever opens the file, including face-down cards.</source>
        <translation>Ein gespeichertes Spiel kann jeder lesen, der die Datei öffnet – auch die verdeckten Karten.</translation>
    </message>
    <message>
        <source>Keep the file where the other players will not open it, if that matters.</source>
        <translation>Bewahre die Datei dort auf, wo die anderen Spieler sie nicht öffnen, wenn das wichtig ist.</translation>
    </message>
    <message>
        <source>Tabletop saves (*.json)</source>
        <translation>Tabletop-Spielstände (*.json)</translation>
    </message>
    <message>
        <source>The game could not be saved: {}</source>
        <translation>Das Spiel konnte nicht gespeichert werden: {}</translation>
    </message>
    <message>
        <source>Saved to {}</source>
        <translation>Gespeichert unter {}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Tabletop saves (*.json);;All files (*)</source>
        <translation>Tabletop-Spielstände (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>This version of Tabletop cannot show that game yet.</source>
        <extracomment>the game is still being played, so only one view may be shown (``private_to``) with ``private``: the seat whose hidden cards may be shown — the person at the screen now — or ``None``: nobody&apos;s, only what lies open on the table</extracomment>
        <translation>Diese Version von Tabletop kann dieses Spiel noch nicht anzeigen.</translation>
    </message>
    <message>
        <source>This file cannot be opened.

{reason}</source>
        <translation>Diese Datei kann nicht geöffnet werden.

{reason}</translation>
    </message>
    <message>
        <source>The game saved automatically last time cannot be loaded, and it could not be moved aside ({error}); the next game will replace it.

{reason}</source>
        <translation>Das beim letzten Mal automatisch gespeicherte Spiel kann nicht geladen werden, und es konnte nicht beiseitegelegt werden ({error}); das nächste Spiel wird es ersetzen.

{reason}</translation>
    </message>
    <message>
        <source>The game saved automatically last time cannot be loaded. It was kept as “{file}” in Tabletop&apos;s folder, so no new game will replace it.

{reason}</source>
        <translation>Das beim letzten Mal automatisch gespeicherte Spiel kann nicht geladen werden. Es wurde als „{file}“ im Ordner von Tabletop aufbewahrt, damit kein neues Spiel es ersetzt.

{reason}</translation>
    </message>
    <message>
        <source>Resume {game} from {time}?</source>
        <translation>{game} von {time} Uhr fortsetzen?</translation>
    </message>
    <message>
        <source>Resume {game} from {date_time}?</source>
        <translation>{game} vom {date_time} fortsetzen?</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Spiel fortsetzen</translation>
    </message>
    <message>
        <source>Show folder</source>
        <translation>Ordner zeigen</translation>
    </message>
    <message>
        <source>About Tabletop</source>
        <translation>Über Tabletop</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tabletop&lt;/h3&gt;&lt;p&gt;Four card games at one computer: Supertrumf Fantasy, Storma slottet!, Riftforce and Ordet fanger.&lt;/p&gt;&lt;p&gt;Play with friends taking turns, or against the computer.&lt;/p&gt;&lt;p&gt;Text is set in DejaVu Sans (Bitstream Vera licence).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tabletop&lt;/h3&gt;&lt;p&gt;Vier Kartenspiele an einem Computer: Supertrumf Fantasy, Storma slottet!, Riftforce und Ordet fanger.&lt;/p&gt;&lt;p&gt;Spielt abwechselnd mit Freunden oder gegen den Computer.&lt;/p&gt;&lt;p&gt;Die Texte sind in DejaVu Sans gesetzt (Bitstream-Vera-Lizenz).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>T&amp;ipp</translation>
    </message>
    <message>
        <source>Take back your last move (Ctrl+Z)</source>
        <translation>Deinen letzten Zug zurücknehmen (Ctrl+Z)</translation>
    </message>
    <message>
        <source>{name} takes back: {what}</source>
        <translation>{name} nimmt zurück: {what}</translation>
    </message>
    <message>
        <source>Turn this game into practice</source>
        <translation>Dieses Spiel zum Übungsspiel machen</translation>
    </message>
    <message>
        <source>In the guided game the step says what to do: press F2 and it shows you.</source>
        <translation>In der geführten Partie sagt der Schritt, was zu tun ist: Drücke F2, dann zeigt er es dir.</translation>
    </message>
    <message>
        <source>A hint is for the person whose turn it is.</source>
        <translation>Einen Tipp bekommt, wer gerade dran ist.</translation>
    </message>
    <message>
        <source>High-contrast / &amp;colour-safe cards</source>
        <extracomment>a health bar&apos;s colours: plenty left, half, little (``Palette.health``) the size (pt) of the UI font Tabletop is laid out for; a larger system font makes its text larger (``ui_font``, ``text_scale``), a smaller one does not make it smaller how far text follows a large system font (beyond it the table&apos;s layout would break) health bars and life segments: plenty left, half, little (Storma&apos;s bar, Riftforce&apos;s) a dark slate-blue felt: blue and yellow are the axis every common colour-vision deficiency keeps (tritanopia aside, which keeps red–cyan), so light yellow frames and the light blue focus stand out from it under all three, and the red/green of a green felt is gone the QSettings key of the colour-safe theme (&quot;true&quot;/&quot;false&quot;)</extracomment>
        <translation>Hoher Kontrast / &amp;farbsichere Karten</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>&amp;Host a table…</source>
        <extracomment>joining a table hosted elsewhere (``ui.net.joining``) the seat the waiting strip is about</extracomment>
        <translation>Einen Tisch er&amp;öffnen…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>An einem Tisch &amp;teilnehmen…</translation>
    </message>
    <message>
        <source>&amp;Invite…</source>
        <translation>&amp;Einladen…</translation>
    </message>
    <message>
        <source>Let guests join over the &amp;internet</source>
        <translation>Gäste über das &amp;Internet teilnehmen lassen</translation>
    </message>
    <message>
        <source>&amp;Wait for a lost guest</source>
        <translation>Auf einen getrennten Gast &amp;warten</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>{name}s Tisch</translation>
    </message>
</context>
<context>
    <name>NetRefusals</name>
    <message>
        <source>This table runs Tabletop {host_version} (rules {host_rules}); you have {my_version} (rules {my_rules}). Both players need the same version.</source>
        <extracomment>the translation context of every text here (each call names it: lupdate reads literals)</extracomment>
        <translation>Dieser Tisch läuft mit Tabletop {host_version} (Regeln {host_rules}); du hast {my_version} (Regeln {my_rules}). Beide brauchen dieselbe Version.</translation>
    </message>
    <message>
        <source>This table is full.</source>
        <translation>Dieser Tisch ist voll.</translation>
    </message>
    <message>
        <source>{name}&apos;s seat has just been taken. Choose another one.</source>
        <translation>Der Platz {name} wurde gerade besetzt. Wähle einen anderen.</translation>
    </message>
    <message>
        <source>This invite code is wrong or incomplete. Copy it again from the host.</source>
        <translation>Dieser Einladungscode ist falsch oder unvollständig. Kopiere ihn erneut vom Gastgeber.</translation>
    </message>
    <message>
        <source>The host cannot be reached. Is its Tabletop still open?</source>
        <translation>Der Gastgeber ist nicht erreichbar. Ist sein Tabletop noch offen?</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>Der Gastgeber hat den Tisch geschlossen.</translation>
    </message>
    <message>
        <source>Connection lost. Reconnecting…</source>
        <translation>Verbindung verloren. Verbinde erneut…</translation>
    </message>
    <message>
        <source>Connected again.</source>
        <translation>Wieder verbunden.</translation>
    </message>
    <message>
        <source>A computer plays {name}&apos;s seat until {name} comes back.</source>
        <translation>Ein Computer spielt auf dem Platz von {name}, bis {name} zurückkommt.</translation>
    </message>
    <message>
        <source>{name} has taken their seat back.</source>
        <translation>{name} hat den Platz zurückgenommen.</translation>
    </message>
    <message>
        <source>You are watching; the whole game is shown once it is over.</source>
        <translation>Du schaust zu; das ganze Spiel wird gezeigt, sobald es vorbei ist.</translation>
    </message>
    <message>
        <source>That seat is not yours.</source>
        <translation>Dieser Platz gehört dir nicht.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {}</source>
        <extracomment>practice: unlimited undo against the computer, not counted in the statistics</extracomment>
        <translation>Spieler {}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Host a table</source>
        <extracomment>where Host a table… remembers its choices (a remote seat means nothing at one screen) what ``exec`` returns when the person chose the guided game (``tutorial()``)</extracomment>
        <translation>Einen Tisch eröffnen</translation>
    </message>
    <message>
        <source>{} (coming soon)</source>
        <translation>{} (demnächst)</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Anzahl S&amp;pieler:</translation>
    </message>
    <message>
        <source>P&amp;ractice game</source>
        <translation>&amp;Übungsspiel</translation>
    </message>
    <message>
        <source>Take back any move, even after the computer has answered. A practice game is not counted in the statistics.</source>
        <translation>Nimm jeden Zug zurück, auch nachdem der Computer geantwortet hat. Ein Übungsspiel zählt nicht für die Statistik.</translation>
    </message>
    <message>
        <source>Person at another computer</source>
        <translation>Anderer Computer</translation>
    </message>
    <message>
        <source>&amp;Learn to play (about 3 minutes)</source>
        <translation>Spielen &amp;lernen (etwa 3 Minuten)</translation>
    </message>
    <message>
        <source>A guided first game on a fixed deal: you make each move, the table shows which one and why.</source>
        <translation>Eine geführte erste Partie mit festgelegten Karten: Du machst jeden Zug selbst, der Tisch zeigt dir, welchen und warum.</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>Tisch er&amp;öffnen</translation>
    </message>
    <message>
        <source>A game across computers has the same undo rules for everyone: no practice game.</source>
        <translation>Ein Spiel über mehrere Computer hat für alle dieselben Regeln fürs Rückgängigmachen: kein Übungsspiel.</translation>
    </message>
    <message>
        <source>&amp;Advanced</source>
        <translation>&amp;Erweitert</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>&amp;Deal number — the same number gives the same shuffle:</source>
        <translation>&amp;Spielnummer – gleiche Nummer, gleiche Mischung:</translation>
    </message>
    <message>
        <source>Make at least one seat a person at another computer.</source>
        <translation>Mindestens ein Platz muss eine Person an einem anderen Computer sein.</translation>
    </message>
    <message>
        <source>The deal number must be a whole number (or empty).</source>
        <translation>Die Spielnummer muss eine ganze Zahl sein (oder leer).</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>S&amp;tarten</translation>
    </message>
    <message>
        <source>This game cannot be played yet.</source>
        <translation>Dieses Spiel kann noch nicht gespielt werden.</translation>
    </message>
</context>
<context>
    <name>OrdetAccess</name>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} und {b}</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Draw pile {n}</source>
        <translation>Nachziehstapel {n}</translation>
    </message>
    <message>
        <source>Your pile {n}</source>
        <translation>Dein Stapel {n}</translation>
    </message>
    <message>
        <source>{name}&apos;s pile {n}</source>
        <translation>Stapel {n} von {name}</translation>
    </message>
    <message>
        <source>can draw</source>
        <translation>du kannst ziehen</translation>
    </message>
    <message>
        <source>can be chosen</source>
        <translation>kann gewählt werden</translation>
    </message>
    <message>
        <source>{n} seconds</source>
        <translation>{n} Sekunden</translation>
    </message>
    <message>
        <source>{name}&apos;s won cards, {count}</source>
        <translation>Gewonnene Karten von {name}, {count}</translation>
    </message>
    <message>
        <source>{name}&apos;s buzzer, key {key}</source>
        <translation>Buzzer von {name}, Taste {key}</translation>
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
        <translation>Auf einen Nachziehstapel klicken</translation>
    </message>
    <message>
        <source>Draw its top card onto your play pile (on your turn)</source>
        <translation>Die oberste Karte auf deinen Spielstapel ziehen (wenn du dran bist)</translation>
    </message>
    <message>
        <source>Draw from the first draw pile that still has cards</source>
        <translation>Vom ersten Nachziehstapel ziehen, der noch Karten hat</translation>
    </message>
    <message>
        <source>Click one of your play piles</source>
        <translation>Auf einen deiner Spielstapel klicken</translation>
    </message>
    <message>
        <source>Choose the pile your next card goes on; click it again to draw onto it</source>
        <translation>Den Stapel für deine nächste Karte wählen; noch einmal klicken, um darauf zu ziehen</translation>
    </message>
    <message>
        <source>Switch between your two play piles before drawing</source>
        <translation>Vor dem Ziehen zwischen deinen beiden Spielstapeln wechseln</translation>
    </message>
    <message>
        <source>Buzzer of {name}: buzz in a duel</source>
        <translation>Buzzer von {name}: im Duell buzzern</translation>
    </message>
    <message>
        <source>Click a buzzer</source>
        <translation>Auf einen Buzzer klicken</translation>
    </message>
    <message>
        <source>Buzz for that seat</source>
        <translation>Für diesen Platz buzzern</translation>
    </message>
    <message>
        <source>Type in the answer box, then {enter}</source>
        <translation>Ins Antwortfeld tippen, dann {enter}</translation>
    </message>
    <message>
        <source>Answer in a duel (more answers: one after the other)</source>
        <translation>Im Duell antworten (mehrere Antworten: nacheinander)</translation>
    </message>
    <message>
        <source>Give up this duel while typing</source>
        <translation>Dieses Duell beim Tippen aufgeben</translation>
    </message>
    <message>
        <source>Yes: the answer counts (after a buzz, or an answer not in the list)</source>
        <translation>Ja: Die Antwort zählt (nach einem Buzzern oder bei einer Antwort, die nicht auf der Liste steht)</translation>
    </message>
    <message>
        <source>No: the answer does not count</source>
        <translation>Nein: Die Antwort zählt nicht</translation>
    </message>
    <message>
        <source>Tie: both answered at the same moment (a tie-break card decides)</source>
        <translation>Gleichstand: Beide haben gleichzeitig geantwortet (eine Karte fürs Stechen entscheidet)</translation>
    </message>
    <message>
        <source>Nobody knows: both pass (two people buzzing)</source>
        <translation>Keiner weiß es: Beide passen (wenn zwei Menschen buzzern)</translation>
    </message>
    <message>
        <source>Buttons under the table</source>
        <translation>Schaltflächen unter dem Tisch</translation>
    </message>
    <message>
        <source>Answer, Give up, Yes, No, Tie, Nobody knows: the same as their keys</source>
        <translation>Antworten, Aufgeben, Ja, Nein, Gleichstand, Keiner weiß es: wie ihre Tasten</translation>
    </message>
</context>
<context>
    <name>OrdetOptionsWidget</name>
    <message>
        <source>Automatic (buzzers with two or more people, else typed)</source>
        <translation>Automatisch (Buzzer, wenn zwei oder mehr Menschen spielen, sonst getippt)</translation>
    </message>
    <message>
        <source>Buzz and confirm (the table judges)</source>
        <translation>Buzzern und bestätigen (der Tisch entscheidet)</translation>
    </message>
    <message>
        <source>Typed answers (unknown ones: “Count it anyway?”)</source>
        <translation>Getippte Antworten (unbekannte: „Trotzdem gelten lassen?“)</translation>
    </message>
    <message>
        <source>Typed answers, strict (only answers from the list)</source>
        <translation>Getippte Antworten, streng (nur Antworten aus der Liste)</translation>
    </message>
    <message>
        <source>Card set:</source>
        <translation>Kartenset:</translation>
    </message>
    <message>
        <source>Answers in:</source>
        <translation>Antwortsprache:</translation>
    </message>
    <message>
        <source>Judging:</source>
        <translation>Bewertung:</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Runden:</translation>
    </message>
    <message>
        <source>Answers needed to win a duel:</source>
        <translation>Antworten für einen Duellsieg:</translation>
    </message>
    <message>
        <source>No repeats:</source>
        <translation>Keine Wiederholungen:</translation>
    </message>
    <message>
        <source>an answer counts only once per category and round</source>
        <translation>eine Antwort zählt nur einmal pro Kategorie und Runde</translation>
    </message>
    <message>
        <source>Fewer symbols:</source>
        <translation>Weniger Symbole:</translation>
    </message>
    <message>
        <source>remove two symbols</source>
        <translation>zwei Symbole entfernen</translation>
    </message>
    <message>
        <source>Young players:</source>
        <translation>Jüngere Spieler:</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Platz {n}:</translation>
    </message>
    <message numerus="yes">
        <source>a fixed category for %n seat(s)</source>
        <translation>
            <numerusform>eine feste Kategorie für %n Platz</numerusform>
            <numerusform>eine feste Kategorie für %n Plätze</numerusform>
        </translation>
    </message>
    <message>
        <source>a fixed category for a seat (none)</source>
        <translation>eine feste Kategorie für einen Platz (keine)</translation>
    </message>
    <message>
        <source>none (answer the opponent&apos;s card)</source>
        <translation>keine (auf die Karte des Gegners antworten)</translation>
    </message>
</context>
<context>
    <name>OrdetSymbols</name>
    <message>
        <source>circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>Dreieck</translation>
    </message>
    <message>
        <source>star</source>
        <translation>Stern</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>Raute</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>moon</source>
        <translation>Mond</translation>
    </message>
</context>
<context>
    <name>OrdetTable</name>
    <message>
        <source>Game over.</source>
        <translation>Spiel vorbei.</translation>
    </message>
    <message>
        <source>{name} buzzed and types the answer.</source>
        <translation>{name} hat gebuzzert und tippt die Antwort.</translation>
    </message>
    <message>
        <source>Tie-break: {a} and {b} both name: {category}</source>
        <translation>Stechen: {a} und {b} nennen beide: {category}</translation>
    </message>
    <message>
        <source>Duel: {a} against {b}. Answer fast!</source>
        <translation>Duell: {a} gegen {b}. Schnell antworten!</translation>
    </message>
    <message>
        <source>{name}: draw a card (click a draw pile or press Space; ←/→ choose your play pile)</source>
        <translation>{name}: Zieh eine Karte (klicke auf einen Nachziehstapel oder drücke die Leertaste; ←/→ wählt deinen Spielstapel)</translation>
    </message>
    <message>
        <source>{name}: draw a card (click a draw pile or press Space)</source>
        <translation>{name}: Zieh eine Karte (klicke auf einen Nachziehstapel oder drücke die Leertaste)</translation>
    </message>
    <message>
        <source>{name} draws…</source>
        <translation>{name} zieht…</translation>
    </message>
    <message>
        <source>Joker</source>
        <extracomment>everything on this table is public: the next person simply takes over the screen with two seats: the play pile (0 or 1) the person to draw puts the card on</extracomment>
        <translation>Joker</translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n gewonnen</numerusform>
            <numerusform>%n gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <source>waiting…</source>
        <translation>wartet…</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>denkt nach…</translation>
    </message>
    <message>
        <source>“{answer}”?</source>
        <translation>„{answer}“?</translation>
    </message>
    <message>
        <source>BUZZ! Does it count?</source>
        <translation>BUZZ! Zählt die Antwort?</translation>
    </message>
    <message>
        <source>typing…</source>
        <translation>tippt…</translation>
    </message>
    <message>
        <source>has answered (sealed)</source>
        <translation>hat geantwortet (verdeckt)</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Nachziehstapel</translation>
    </message>
    <message>
        <source>Joker in force</source>
        <translation>Geltender Joker</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Joker</translation>
    </message>
    <message numerus="yes">
        <source>%n set aside</source>
        <translation>
            <numerusform>%n beiseitegelegt</numerusform>
            <numerusform>%n beiseitegelegt</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie-break: both answer!</source>
        <translation>Stechen: beide antworten!</translation>
    </message>
    <message>
        <source>Both answer this!</source>
        <translation>Beide antworten hierauf!</translation>
    </message>
    <message>
        <source>Keys: Space draws · in a duel type your answer and press Enter (Esc gives up)</source>
        <translation>Tasten: Leertaste zieht · im Duell die Antwort eintippen und Enter drücken (Esc gibt auf)</translation>
    </message>
    <message>
        <source>total {total}</source>
        <translation>insgesamt {total}</translation>
    </message>
    <message>
        <source>{name} buzzed: does the answer count? {yes} = yes, {no} = no</source>
        <translation>{name} hat gebuzzert: Zählt die Antwort? {yes} = ja, {no} = nein</translation>
    </message>
    <message>
        <source>“{answer}” is not in the list. Count it anyway? {yes} = yes, {no} = no</source>
        <translation>„{answer}“ steht nicht auf der Liste. Trotzdem gelten lassen? {yes} = ja, {no} = nein</translation>
    </message>
    <message>
        <source>Keys: Space draws · buzzers: {keys} · {yes}/Enter accepts, {no} rejects · {tie} tie · Esc nobody knows</source>
        <translation>Tasten: Leertaste zieht · Buzzer: {keys} · {yes}/Enter nimmt an, {no} lehnt ab · {tie} Gleichstand · Esc keiner weiß es</translation>
    </message>
    <message>
        <source>For {name}</source>
        <translation>Für {name}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Runde {round} von {rounds}</translation>
    </message>
    <message>
        <source>{name} draws</source>
        <translation>{name} zieht</translation>
    </message>
    <message>
        <source>Duel</source>
        <translation>Duell</translation>
    </message>
    <message>
        <source>{a}: {pa} of {need}, {b}: {pb} of {need}</source>
        <translation>{a}: {pa} von {need}, {b}: {pb} von {need}</translation>
    </message>
    <message>
        <source>{a} and {b}: {category}</source>
        <translation>{a} und {b}: {category}</translation>
    </message>
    <message>
        <source>{a} ⚔ {b}</source>
        <translation>{a} ⚔ {b}</translation>
    </message>
    <message>
        <source>“{answer}” is not in the list. Count it anyway?</source>
        <translation>„{answer}“ steht nicht auf der Liste. Trotzdem gelten lassen?</translation>
    </message>
    <message>
        <source>{name} buzzed! Does the answer count?</source>
        <translation>{name} hat gebuzzert! Zählt die Antwort?</translation>
    </message>
    <message>
        <source>{name}, name: {category}</source>
        <translation>{name}, nenne: {category}</translation>
    </message>
    <message>
        <source>Say your answer and buzz: {keys}</source>
        <translation>Sag deine Antwort und buzzere: {keys}</translation>
    </message>
    <message>
        <source>Duel in progress…</source>
        <translation>Duell läuft…</translation>
    </message>
    <message>
        <source>{category}: {answers}</source>
        <translation>{category}: {answers}</translation>
    </message>
    <message>
        <source>No answers used yet for these categories.</source>
        <translation>Für diese Kategorien wurden noch keine Antworten genannt.</translation>
    </message>
    <message>
        <source>Already used: {list}</source>
        <translation>Schon genannt: {list}</translation>
    </message>
    <message>
        <source>gives up</source>
        <translation>gibt auf</translation>
    </message>
    <message>
        <source>✗ not counted</source>
        <translation>✗ zählt nicht</translation>
    </message>
    <message>
        <source>This draw pile is empty.</source>
        <extracomment>with two seats: the play pile (0 or 1) the person to draw puts the card on</extracomment>
        <translation>Dieser Nachziehstapel ist leer.</translation>
    </message>
    <message>
        <source>{name} is not in this duel.</source>
        <translation>{name} ist nicht an diesem Duell beteiligt.</translation>
    </message>
    <message>
        <source>The buzzers are for duels.</source>
        <translation>Die Buzzer sind für Duelle da.</translation>
    </message>
    <message>
        <source>Answer the duel first.</source>
        <translation>Beantworte zuerst das Duell.</translation>
    </message>
    <message>
        <source>Click a draw pile to draw a card.</source>
        <translation>Klicke auf einen Nachziehstapel, um eine Karte zu ziehen.</translation>
    </message>
    <message>
        <source>Choose one of your own play piles.</source>
        <translation>Wähle einen deiner eigenen Spielstapel.</translation>
    </message>
    <message>
        <source>{first} and {second} pressed at the same moment.</source>
        <extracomment>presses kept while a seat&apos;s earlier one is still being ordered (more answers)</extracomment>
        <translation>{first} und {second} haben im selben Augenblick gedrückt.</translation>
    </message>
    <message>
        <source>{first} was first ({seconds} s), then {second}.</source>
        <translation>{first} war zuerst dran ({seconds} s), dann {second}.</translation>
    </message>
    <message>
        <source>{name} was first ({seconds} s).</source>
        <translation>{name} war zuerst dran ({seconds} s).</translation>
    </message>
</context>
<context>
    <name>OrdetWords</name>
    <message>
        <source>joker ({a} = {b})</source>
        <translation>Joker ({a} = {b})</translation>
    </message>
    <message>
        <source>“{category}” ({symbol})</source>
        <translation>„{category}“ ({symbol})</translation>
    </message>
    <message>
        <source>Round {round} begins; {name} draws first.</source>
        <translation>Runde {round} beginnt; {name} zieht zuerst.</translation>
    </message>
    <message>
        <source>{name} flips {card}.</source>
        <translation>{name} dreht {card} um.</translation>
    </message>
    <message>
        <source>{name} draws a {card} in the first pass: set aside, draw again.</source>
        <translation>{name} zieht in der ersten Runde um den Tisch einen {card}: beiseitegelegt, neu ziehen.</translation>
    </message>
    <message>
        <source>{name} lays down a {card}; it is in force now.</source>
        <translation>{name} legt einen {card} aus; er gilt jetzt.</translation>
    </message>
    <message>
        <source>Own piles match: {a} and {b} race on the new card!</source>
        <translation>Eigene Stapel passen zusammen: {a} und {b} wetteifern um die neue Karte!</translation>
    </message>
    <message>
        <source>Duel: {a} against {b}!</source>
        <translation>Duell: {a} gegen {b}!</translation>
    </message>
    <message>
        <source>{name}: “{answer}” counts.</source>
        <translation>{name}: „{answer}“ zählt.</translation>
    </message>
    <message>
        <source>{name}&apos;s answer counts.</source>
        <translation>Die Antwort von {name} zählt.</translation>
    </message>
    <message>
        <source>{name}: “{answer}” does not count.</source>
        <translation>{name}: „{answer}“ zählt nicht.</translation>
    </message>
    <message>
        <source>{name}&apos;s answer does not count.</source>
        <translation>Die Antwort von {name} zählt nicht.</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} passt</translation>
    </message>
    <message>
        <source>{name}: “{answers}” after {seconds} s</source>
        <translation>{name}: „{answers}“ nach {seconds} s</translation>
    </message>
    <message>
        <source>Nobody answered.</source>
        <translation>Niemand hat geantwortet.</translation>
    </message>
    <message>
        <source>A tie!</source>
        <translation>Gleichstand!</translation>
    </message>
    <message>
        <source>Tie-break: both answer {card}.</source>
        <translation>Stechen: beide antworten auf {card}.</translation>
    </message>
    <message>
        <source>A joker was flipped for the tie-break; it goes back into the pile.</source>
        <translation>Für das Stechen wurde ein Joker umgedreht; er wird in den Stapel zurückgemischt.</translation>
    </message>
    <message>
        <source>No card left for a tie-break: the duel starts again.</source>
        <translation>Keine Karte mehr für ein Stechen: Das Duell beginnt von vorn.</translation>
    </message>
    <message>
        <source>Nobody could answer: this duel is dropped.</source>
        <translation>Niemand konnte antworten: Dieses Duell entfällt.</translation>
    </message>
    <message>
        <source>{winner} wins the race and takes {card} from their own pile.</source>
        <translation>{winner} gewinnt das Wettrennen und nimmt {card} vom eigenen Stapel.</translation>
    </message>
    <message>
        <source>{winner} wins {card} from {loser}.</source>
        <translation>{winner} gewinnt {card} von {loser}.</translation>
    </message>
    <message>
        <source>Round {round} is over: {won}.</source>
        <translation>Runde {round} ist vorbei: {won}.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Spiel vorbei.</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gewinnt!</translation>
    </message>
    <message>
        <source>Shared win: {names}</source>
        <translation>Geteilter Sieg: {names}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s)</source>
        <translation>
            <numerusform>{name}: %n Karte</numerusform>
            <numerusform>{name}: %n Karten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>File &amp;name:</source>
        <translation>Datei&amp;name:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Dateien des Typs:</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Suchen in:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>S&amp;peichern</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Wieder&amp;herstellen</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Einf&amp;ügen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Alles auswählen</translation>
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
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nein</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
</context>
<context>
    <name>ReadAloud</name>
    <message>
        <source>Say what the keyboard is on: the card or place, what is there and what you can do with it</source>
        <translation>Ansagen, worauf die Tastatur steht: die Karte oder den Platz, was dort liegt und was du damit tun kannst</translation>
    </message>
    <message>
        <source>Say your score, then everyone else&apos;s</source>
        <translation>Deinen Spielstand ansagen, danach den der anderen</translation>
    </message>
    <message>
        <source>Say how many cards you hold, and which</source>
        <translation>Ansagen, wie viele Karten du auf der Hand hast und welche</translation>
    </message>
    <message>
        <source>Say whose turn it is and what to do</source>
        <translation>Ansagen, wer am Zug ist und was zu tun ist</translation>
    </message>
    <message>
        <source>Say the last move again</source>
        <translation>Den letzten Zug noch einmal ansagen</translation>
    </message>
    <message>
        <source>Button: {text}.</source>
        <translation>Schaltfläche: {text}.</translation>
    </message>
    <message>
        <source>Nothing is chosen. Tab goes to your cards and the buttons; arrow keys move in your hand.</source>
        <translation>Nichts ist gewählt. Tab geht zu deinen Karten und den Schaltflächen; die Pfeiltasten bewegen sich in der Hand.</translation>
    </message>
    <message>
        <source>your hand</source>
        <translation>deine Hand</translation>
    </message>
    <message>
        <source>{card}, {place}.</source>
        <translation>{card}, {place}.</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>eine verdeckte Karte</translation>
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
        <translation>Du hast keine Karten auf der Hand.</translation>
    </message>
    <message>
        <source>Cards in your hand: {count}. {names}.</source>
        <translation>Karten auf der Hand: {count}. {names}.</translation>
    </message>
    <message>
        <source>No move yet.</source>
        <translation>Noch kein Zug.</translation>
    </message>
</context>
<context>
    <name>ReplayControls</name>
    <message>
        <source>First move (Home)</source>
        <extracomment>the slider moved to a position (number of moves made) the seat whose view is shown a private replay (a game still being played): the one view allowed, else None</extracomment>
        <translation>Erster Zug (Pos1)</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Vorheriger Zug (Links)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Nächster Zug (Rechts)</translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation>Letzter Zug (Ende)</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Seen by:</source>
        <translation>Aus Sicht von:</translation>
    </message>
    <message>
        <source>Show all cards</source>
        <translation>Alle Karten zeigen</translation>
    </message>
    <message>
        <source>Once the game is over: every hand face up</source>
        <translation>Wenn das Spiel vorbei ist: alle Handkarten offen</translation>
    </message>
    <message>
        <source>This game is still being played: the replay shows only what the person at the screen may see. Every view, and all cards, once it is over.</source>
        <translation>Dieses Spiel läuft noch: Die Wiederholung zeigt nur, was die Person am Bildschirm sehen darf. Jede Sicht und alle Karten, sobald es vorbei ist.</translation>
    </message>
    <message>
        <source>Nobody (open cards only)</source>
        <translation>Niemand (nur offene Karten)</translation>
    </message>
    <message>
        <source>Available at the end of the game (End)</source>
        <translation>Verfügbar am Ende des Spiels (Ende)</translation>
    </message>
    <message>
        <source>Available once the game is over</source>
        <translation>Verfügbar, sobald das Spiel vorbei ist</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Leertaste)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Abspielen (Leertaste)</translation>
    </message>
    <message>
        <source>Move {current} of {total}</source>
        <translation>Zug {current} von {total}</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Watch a replay</source>
        <translation>Wiedergabe ansehen</translation>
    </message>
    <message>
        <source>Replay: {game} ({players}) — Tabletop</source>
        <extracomment>one move per this many milliseconds while playing, at the &quot;normal&quot; animation speed the pace with animations off: still slow enough to follow the log each move&apos;s events and acting seat (0: the opening deal), for the log a dragged slider asks for many positions: only the last one is built</extracomment>
        <translation>Wiedergabe: {game} ({players}) — Tabletop</translation>
    </message>
</context>
<context>
    <name>RiftforceAccess</name>
    <message>
        <source>your side</source>
        <translation>deine Seite</translation>
    </message>
    <message>
        <source>{name}&apos;s side</source>
        <translation>Seite von {name}</translation>
    </message>
    <message>
        <source>Your draw pile</source>
        <translation>Dein Nachziehstapel</translation>
    </message>
    <message>
        <source>{name}&apos;s draw pile</source>
        <translation>Nachziehstapel von {name}</translation>
    </message>
    <message>
        <source>Your discard pile</source>
        <translation>Dein Ablagestapel</translation>
    </message>
    <message>
        <source>{name}&apos;s discard pile</source>
        <translation>Ablagestapel von {name}</translation>
    </message>
    <message>
        <source>yours {cards}</source>
        <translation>deine {cards}</translation>
    </message>
    <message>
        <source>{name}&apos;s {cards}</source>
        <translation>{cards} von {name}</translation>
    </message>
    <message>
        <source>Location {n}: {lines}</source>
        <translation>Ort {n}: {lines}</translation>
    </message>
    <message>
        <source>{n} damage</source>
        <translation>{n} Schaden</translation>
    </message>
    <message>
        <source>can be chosen</source>
        <translation>kann gewählt werden</translation>
    </message>
    <message>
        <source>can be picked</source>
        <translation>kann als Gilde gewählt werden</translation>
    </message>
</context>
<context>
    <name>RiftforceControls</name>
    <message>
        <source>Drag 1–3 hand cards to a location</source>
        <translation>1–3 Handkarten an einen Ort ziehen</translation>
    </message>
    <message>
        <source>Play them there (select several by clicking them first; they share a guild or a number)</source>
        <translation>Dort ausspielen (mehrere vorher durch Klicken markieren; sie haben dieselbe Gilde oder dieselbe Zahl)</translation>
    </message>
    <message>
        <source>Drag a hand card to your discard pile</source>
        <translation>Eine Handkarte auf deinen Ablagestapel ziehen</translation>
    </message>
    <message>
        <source>Discard it to activate your elementals of its guild or its number</source>
        <translation>Abwerfen, um deine Elementare mit derselben Gilde oder derselben Zahl zu aktivieren</translation>
    </message>
    <message>
        <source>Click a hand card</source>
        <translation>Auf eine Handkarte klicken</translation>
    </message>
    <message>
        <source>Select it, or take it out of the selection</source>
        <translation>Markieren oder aus der Auswahl nehmen</translation>
    </message>
    <message>
        <source>Click a location</source>
        <translation>Auf einen Ort klicken</translation>
    </message>
    <message>
        <source>Play the selected cards there, or answer a location question</source>
        <translation>Die markierten Karten dort ausspielen oder eine Ortsfrage beantworten</translation>
    </message>
    <message>
        <source>Click your discard pile</source>
        <translation>Auf deinen Ablagestapel klicken</translation>
    </message>
    <message>
        <source>Activate with the first selected card</source>
        <translation>Mit der ersten markierten Karte aktivieren</translation>
    </message>
    <message>
        <source>Click a highlighted elemental</source>
        <translation>Auf einen hervorgehobenen Elementar klicken</translation>
    </message>
    <message>
        <source>Choose it: to activate it, or as the target of an ability</source>
        <translation>Ihn wählen: zum Aktivieren oder als Ziel einer Fähigkeit</translation>
    </message>
    <message>
        <source>Click a button beside the question</source>
        <translation>Auf eine Schaltfläche neben der Frage klicken</translation>
    </message>
    <message>
        <source>Guild or number for an activation, Cancel, End play or End activation</source>
        <translation>Gilde oder Zahl zum Aktivieren, Abbrechen, Ausspielen beenden oder Aktivieren beenden</translation>
    </message>
    <message>
        <source>Click Check &amp; Draw</source>
        <translation>Auf „Überprüfen &amp; Nachziehen“ klicken</translation>
    </message>
    <message>
        <source>Score the locations you control and draw up to 7</source>
        <translation>Kontrollierte Orte werten und auf 7 Karten nachziehen</translation>
    </message>
    <message>
        <source>Double-click a card</source>
        <translation>Auf eine Karte doppelklicken</translation>
    </message>
    <message>
        <source>Its one obvious move: a hand card that fits only one location is played there, a highlighted elemental is chosen, your draw pile is Check &amp; Draw</source>
        <translation>Der einzige naheliegende Zug: Eine Handkarte, die nur an einen Ort passt, wird dort ausgespielt, ein hervorgehobener Elementar wird gewählt, dein Nachziehstapel löst Überprüfen &amp; Nachziehen aus</translation>
    </message>
    <message>
        <source>Hover a card or a guild</source>
        <translation>Mauszeiger über eine Karte oder Gilde halten</translation>
    </message>
    <message>
        <source>Its name, ability and damage in a tooltip</source>
        <translation>Name, Fähigkeit und Schaden als Kurzinfo</translation>
    </message>
    <message>
        <source>Draft: click a summoner or drag it to your guilds</source>
        <translation>Gildenwahl: auf eine Gilde klicken oder sie zu deinen Gilden ziehen</translation>
    </message>
    <message>
        <source>Pick that guild</source>
        <translation>Diese Gilde wählen</translation>
    </message>
    <message>
        <source>Draft: 1–9, 0</source>
        <translation>Gildenwahl: 1–9, 0</translation>
    </message>
    <message>
        <source>Pick the guild with that number</source>
        <translation>Die Gilde mit dieser Nummer wählen</translation>
    </message>
    <message>
        <source>← / →</source>
        <translation>← / →</translation>
    </message>
    <message>
        <source>Move the focus through your hand, or through the highlighted elementals</source>
        <translation>Den Fokus durch deine Hand oder durch die hervorgehobenen Elementare bewegen</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Select the focused hand card, or choose the focused elemental</source>
        <translation>Die Handkarte mit dem Fokus markieren oder den Elementar mit dem Fokus wählen</translation>
    </message>
    <message>
        <source>1–5</source>
        <translation>1–5</translation>
    </message>
    <message>
        <source>Play the selection (or the focused card) at that location, or answer a location question</source>
        <translation>Die Auswahl (oder die Karte mit dem Fokus) an diesem Ort ausspielen oder eine Ortsfrage beantworten</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Activate with the selected (or focused) card</source>
        <translation>Mit der markierten Karte (oder der Karte mit dem Fokus) aktivieren</translation>
    </message>
    <message>
        <source>G / N</source>
        <translation>G / N</translation>
    </message>
    <message>
        <source>Activate by guild / by number</source>
        <translation>Nach Gilde / nach Zahl aktivieren</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Check &amp; Draw</source>
        <translation>Überprüfen &amp; Nachziehen</translation>
    </message>
    <message>
        <source>Enter or E</source>
        <translation>Enter oder E</translation>
    </message>
    <message>
        <source>End play or End activation (without an End button, Enter chooses the focused elemental)</source>
        <translation>Ausspielen beenden oder Aktivieren beenden (ohne Beenden-Schaltfläche wählt Enter den Elementar mit dem Fokus)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the selection and cancel a discard whose mode is open</source>
        <translation>Auswahl aufheben und ein Abwerfen abbrechen, bei dem Gilde oder Zahl noch offen ist</translation>
    </message>
</context>
<context>
    <name>RiftforceOptions</name>
    <message>
        <source>Guild draft (as in the box)</source>
        <translation>Gildenwahl im Wechsel (wie im Original)</translation>
    </message>
    <message>
        <source>Free choice of four guilds</source>
        <translation>Freie Wahl von vier Gilden</translation>
    </message>
    <message>
        <source>Guilds:</source>
        <translation>Gilden:</translation>
    </message>
</context>
<context>
    <name>RiftforcePlurals</name>
    <message numerus="yes">
        <source>%n of 3 activated. Click another highlighted elemental, or click “End activation” (Enter).</source>
        <translation>
            <numerusform>%n von 3 aktiviert. Klicke auf einen weiteren hervorgehobenen Elementar oder auf „Aktivieren beenden“ (Enter).</numerusform>
            <numerusform>%n von 3 aktiviert. Klicke auf einen weiteren hervorgehobenen Elementar oder auf „Aktivieren beenden“ (Enter).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {card} takes %n damage ({total} in total).</source>
        <translation>
            <numerusform>{card} von {name} erhält %n Schaden (insgesamt {total}).</numerusform>
            <numerusform>{card} von {name} erhält %n Schaden (insgesamt {total}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s {card} heals %n damage.</source>
        <translation>
            <numerusform>{card} von {name} wird um %n Schaden geheilt.</numerusform>
            <numerusform>{card} von {name} wird um %n Schaden geheilt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} gains %n Riftforce {why} (now {total}).</source>
        <translation>
            <numerusform>{name} erhält %n Riftforce {why} (jetzt {total}).</numerusform>
            <numerusform>{name} erhält %n Riftforce {why} (jetzt {total}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n Riftforce!</source>
        <translation>
            <numerusform>{name} gewinnt mit %n Riftforce!</numerusform>
            <numerusform>{name} gewinnt mit %n Riftforce!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw with %n Riftforce each.</source>
        <translation>
            <numerusform>Unentschieden mit je %n Riftforce.</numerusform>
            <numerusform>Unentschieden mit je %n Riftforce.</numerusform>
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
            <numerusform>%n Gilde</numerusform>
            <numerusform>%n Gilden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} checks and draws: controls location(s) {locations}.</source>
        <translation>
            <numerusform>Überprüfen &amp; Nachziehen: {name} kontrolliert Ort {locations}.</numerusform>
            <numerusform>Überprüfen &amp; Nachziehen: {name} kontrolliert die Orte {locations}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not allowed with %n cards in hand: you need fewer than 7.</source>
        <translation>
            <numerusform>Nicht erlaubt mit %n Handkarte: Du brauchst weniger als 7.</numerusform>
            <numerusform>Nicht erlaubt mit %n Handkarten: Du brauchst weniger als 7.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules: {}</source>
        <translation>Regeln: {}</translation>
    </message>
    <message>
        <source>The rules text for this game is missing.</source>
        <translation>Der Regeltext für dieses Spiel fehlt.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Only computers play this game: there is nothing of yours to take back.</source>
        <extracomment>a practice game: unlimited undo (back to any earlier decision), no statistics the refused Undo has offered to turn this game into practice (once per game: a person who declined it is not asked again; saved with the game)</extracomment>
        <translation>In diesem Spiel spielen nur Computer: Es gibt nichts von dir zurückzunehmen.</translation>
    </message>
    <message>
        <source>The game is over: its moves stay as they were played.</source>
        <translation>Das Spiel ist vorbei: Die Züge bleiben, wie sie gespielt wurden.</translation>
    </message>
    <message>
        <source>Nothing can be taken back while the screen is passed to {name}.</source>
        <translation>Solange der Bildschirm an {name} übergeben wird, kann nichts zurückgenommen werden.</translation>
    </message>
    <message>
        <source>Only the person whose turn it is can take a move back.</source>
        <translation>Nur wer dran ist, kann einen Zug zurücknehmen.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back yet.</source>
        <translation>Du hast noch keinen Zug, den du zurücknehmen kannst.</translation>
    </message>
    <message>
        <source>{name} has moved since: a move can only be taken back before anyone else moves.</source>
        <translation>{name} hat seitdem einen Zug gemacht: Ein Zug kann nur zurückgenommen werden, bevor jemand anderes einen Zug macht.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn now: your move cannot be taken back.</source>
        <translation>Jetzt ist {name} am Zug: Dein Zug kann nicht zurückgenommen werden.</translation>
    </message>
    <message>
        <source>Your last move drew, rolled or revealed something, or ended your turn: it cannot be taken back (practice games can).</source>
        <translation>Mit deinem letzten Zug hast du Karten gezogen, gewürfelt oder etwas aufgedeckt, oder danach warst du nicht mehr dran: Er kann nicht zurückgenommen werden (in einem Übungsspiel schon).</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The settings file cannot be used. It was kept as “{file}”, and Tabletop starts with its default settings.

{reason}</source>
        <extracomment>what ``engine.saves.save`` names its temporary file before renaming it over the target the largest settings file opened at all (a real one holds a few kB) an organisation nobody uses: a ``QSettings`` for it shows where INI files go, and reads nothing (``QSettings`` reads its files in the constructor, so the app&apos;s own must not be opened before they are checked) where ``settings()`` keeps this run&apos;s settings while the real file is unusable and could not be moved aside (``guard_settings_file``) the reason&apos;s template (context &quot;engine&quot;) and parameters: ``text`` words it again in the UI language, which is only known once the settings have been read</extracomment>
        <translation>Die Einstellungsdatei kann nicht verwendet werden. Sie wurde als „{file}“ aufbewahrt, und Tabletop startet mit den Standardeinstellungen.

{reason}</translation>
    </message>
    <message>
        <source>The settings file cannot be used, and it could not be moved aside ({error}); Tabletop starts with its default settings and does not save them this time.

{reason}</source>
        <translation>Die Einstellungsdatei kann nicht verwendet werden und konnte nicht beiseitegelegt werden ({error}); Tabletop startet mit den Standardeinstellungen und speichert sie diesmal nicht.

{reason}</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Another copy of Tabletop is using the statistics file; this game is counted when it is free.</source>
        <extracomment>sessions already counted (finished or abandoned): undone into and finished again, still once sessions already in the match tally counts not yet written: made while another copy of Tabletop held the statistics&apos; lock, written with the next count, end panel or Statistics dialog of this run why the data folder cannot be written (then nothing is counted), or None the animation speed&apos;s key (``window_state.SPEEDS``): a replay plays at it the results panel on the finished table (None before the table has settled) games won since these seats sat down to this game (&quot;Play again&quot; keeps counting) the glows on the winners&apos; plates (``_flourish``), until the game goes on or is replaced the statistics as this window last counted them, kept while the file cannot be written (an unusable file that could not be moved aside): this run still adds up said once per run: the message about a file that could not even be moved aside the message about an unusable statistics file (while it is shown) said once until the lock is free again: another copy holds the statistics file</extracomment>
        <translation>Eine andere Tabletop-Instanz verwendet die Statistikdatei; dieses Spiel wird gezählt, sobald sie frei ist.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {error}</source>
        <translation>Die Statistik konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>The statistics file cannot be used. It was kept as “{file}” in Tabletop&apos;s folder, and the statistics start afresh.

{reason}</source>
        <translation>Die Statistikdatei kann nicht verwendet werden. Sie wurde als „{file}“ im Ordner von Tabletop aufbewahrt, und die Statistik beginnt von vorn.

{reason}</translation>
    </message>
    <message>
        <source>The statistics file cannot be used, and it could not be moved aside ({error}); new results are not saved until it is moved or repaired.

{reason}</source>
        <translation>Die Statistikdatei kann nicht verwendet werden, und sie konnte nicht beiseitegelegt werden ({error}); neue Ergebnisse werden erst gespeichert, wenn sie verschoben oder repariert ist.

{reason}</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Show folder</source>
        <translation>Ordner zeigen</translation>
    </message>
    <message>
        <source>A practice game: not counted in the statistics.</source>
        <translation>Ein Übungsspiel: zählt nicht für die Statistik.</translation>
    </message>
    <message>
        <source>A guided game: not counted in the statistics.</source>
        <translation>Eine geführte Partie: zählt nicht für die Statistik.</translation>
    </message>
    <message>
        <source>Score: the cards won.</source>
        <translation>Ergebnis: die gewonnenen Karten.</translation>
    </message>
    <message>
        <source>Score: the prize cards taken.</source>
        <translation>Ergebnis: die genommenen Preiskarten.</translation>
    </message>
    <message>
        <source>Score: the trophies taken.</source>
        <translation>Ergebnis: die gewonnenen Trophäen.</translation>
    </message>
    <message>
        <source>Score: the points scored.</source>
        <translation>Ergebnis: die erzielten Punkte.</translation>
    </message>
    <message>
        <source>Score: the cards won in duels.</source>
        <translation>Ergebnis: die in Duellen gewonnenen Karten.</translation>
    </message>
    <message>
        <source>The file is not valid JSON (line {line}).</source>
        <extracomment>results kept per row for the chart fingerprints of counted games kept (a game counted once even if finished again) a statistics file is small (a few kB); anything much larger is not ours the largest count (won, lost, streak…) a file may hold: far beyond any real player, small enough for every number the dialog shows (a count of 2**70 broke its locale formatting) the largest score of one game, either sign (real games score below 100) rows per game and games per file (a row per level or hot-seat name) computer levels from weak to strong (after ``normal_level``: old aliases never reach it)</extracomment>
        <translation>Die Datei ist kein gültiges JSON (Zeile {line}).</translation>
    </message>
    <message>
        <source>The file is not a Tabletop statistics file.</source>
        <translation>Die Datei ist keine Tabletop-Statistikdatei.</translation>
    </message>
    <message>
        <source>The file was written by a newer version of Tabletop (statistics version {version}; this version reads up to {supported}).</source>
        <translation>Die Datei wurde mit einer neueren Version von Tabletop erstellt (Statistikversion {version}; diese Version liest bis Version {supported}).</translation>
    </message>
    <message>
        <source>The file is damaged (at “{where}”).</source>
        <translation>Die Datei ist beschädigt (bei „{where}“).</translation>
    </message>
    <message>
        <source>The file is too large to be statistics.</source>
        <translation>Die Datei ist zu groß für eine Statistikdatei.</translation>
    </message>
    <message>
        <source>The file cannot be read: {error}</source>
        <translation>Die Datei kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>It is not an ordinary file (it may be a folder, a device or a pipe).</source>
        <translation>Sie ist keine gewöhnliche Datei (vielleicht ein Ordner, ein Gerät oder eine Pipe).</translation>
    </message>
    <message>
        <source>The file contains an impossible number.</source>
        <translation>Die Datei enthält eine unmögliche Zahl.</translation>
    </message>
    <message>
        <source>{game} ({variant})</source>
        <extracomment>the person asked for hints in this game (the statistics line says how many such) games won in a row, up to the latest finished games with a score (the average&apos;s divisor) the last ``RECENT`` outcomes, oldest first finished games in which the person asked for hints (&quot;with hints&quot; in the line) one row as a file holds it: missing keys are zero (older files), unknown ones ignored the statistics&apos; words for each problem of the guarded reader (``engine.jsonfile``) where an unusable file was moved (None when it could not be moved: ``move_error``) why writing the changed book failed (``statistics_lock.update``; the old file is then intact)</extracomment>
        <translation>{game} ({variant})</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Computer: {level}</translation>
    </message>
    <message>
        <source>Hot-seat: {name}</source>
        <translation>Reihum: {name}</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>{game} vs {opponent}: {won} won, {lost} lost, {drawn} drawn, streak {streak}</source>
        <translation>{game} gegen {opponent}: {won} gewonnen, {lost} verloren, {drawn} unentschieden, Siegesserie {streak}</translation>
    </message>
    <message>
        <source>{game} vs {opponent}: {won} won, {lost} lost, streak {streak}</source>
        <translation>{game} gegen {opponent}: {won} gewonnen, {lost} verloren, Siegesserie {streak}</translation>
    </message>
    <message>
        <source>{game}, hot-seat, {opponent}: {won} won, {lost} lost, {drawn} drawn, streak {streak}</source>
        <translation>{game}, reihum, {opponent}: {won} gewonnen, {lost} verloren, {drawn} unentschieden, Siegesserie {streak}</translation>
    </message>
    <message>
        <source>{game}, hot-seat, {opponent}: {won} won, {lost} lost, streak {streak}</source>
        <translation>{game}, reihum, {opponent}: {won} gewonnen, {lost} verloren, Siegesserie {streak}</translation>
    </message>
    <message>
        <source>{line}; with hints: {count}</source>
        <translation>{line}; mit Tipps: {count}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>another copy of Tabletop is using the statistics file</source>
        <extracomment>how long counting a game waits for another copy of Tabletop to finish its own count a lock older than this belongs to a copy that hangs (a count takes milliseconds; a lock of a copy that crashed is noticed at once by its process id)</extracomment>
        <translation>eine andere Tabletop-Instanz verwendet die Statistikdatei</translation>
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
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>Best
streak</source>
        <translation>Beste
Serie</translation>
    </message>
    <message>
        <source>Best
score</source>
        <translation>Bestes
Ergebnis</translation>
    </message>
    <message>
        <source>Average
score</source>
        <translation>Ergebnis
im Schnitt</translation>
    </message>
    <message>
        <source>Last 20</source>
        <translation>Letzte 20</translation>
    </message>
    <message>
        <source>Games won in a row, up to the latest</source>
        <translation>In Folge gewonnene Spiele, bis zum letzten</translation>
    </message>
    <message>
        <source>Games left unfinished; not counted as lost</source>
        <translation>Nicht zu Ende gespielte Spiele; zählen nicht als verloren</translation>
    </message>
    <message>
        <source>The last 20 results, the oldest on the left</source>
        <translation>Die letzten 20 Ergebnisse, das älteste links</translation>
    </message>
    <message>
        <source>No games counted yet. Finished games against the computer or between people appear here; practice games do not count.</source>
        <translation>Noch keine Spiele gezählt. Beendete Spiele gegen den Computer oder zwischen Menschen erscheinen hier; Übungsspiele zählen nicht.</translation>
    </message>
    <message>
        <source>&amp;Reset this game…</source>
        <translation>Dieses Spiel &amp;zurücksetzen…</translation>
    </message>
    <message>
        <source>Last 20 games:</source>
        <translation>Letzte 20 Spiele:</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Reset the statistics of {game}?</source>
        <translation>Die Statistik von {game} zurücksetzen?</translation>
    </message>
    <message>
        <source>Every result of this game and variant is removed, against every opponent. This cannot be undone.</source>
        <translation>Alle Ergebnisse dieses Spiels und dieser Variante werden gelöscht, gegen alle Gegner. Das kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {error}</source>
        <translation>Die Statistik konnte nicht gespeichert werden: {error}</translation>
    </message>
</context>
<context>
    <name>StormaAccess</name>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit} {rank}</translation>
    </message>
    <message>
        <source>Your Infirmary</source>
        <translation>Dein Lazarett</translation>
    </message>
    <message>
        <source>{name}&apos;s Infirmary</source>
        <translation>Lazarett von {name}</translation>
    </message>
    <message>
        <source>Your trophies</source>
        <translation>Deine Trophäen</translation>
    </message>
    <message>
        <source>{name}&apos;s trophies</source>
        <translation>Trophäen von {name}</translation>
    </message>
    <message>
        <source>damage on {place}</source>
        <translation>Schaden auf {place}</translation>
    </message>
    <message>
        <source>{left} of {full} health</source>
        <translation>{left} von {full} Lebenspunkten</translation>
    </message>
    <message>
        <source>{n} damage</source>
        <translation>{n} Schaden</translation>
    </message>
    <message>
        <source>can retreat to the Infirmary</source>
        <translation>kann sich ins Lazarett zurückziehen</translation>
    </message>
    <message>
        <source>can return as the Active card</source>
        <translation>kann als aktive Karte zurückkehren</translation>
    </message>
    <message>
        <source>can become the Active card</source>
        <translation>kann die aktive Karte werden</translation>
    </message>
    <message>
        <source>can heal</source>
        <translation>kann heilen</translation>
    </message>
    <message>
        <source>can attack</source>
        <translation>kann angreifen</translation>
    </message>
    <message>
        <source>can be exchanged</source>
        <translation>kann getauscht werden</translation>
    </message>
    <message>
        <source>{card} defeated</source>
        <translation>{card} besiegt</translation>
    </message>
</context>
<context>
    <name>StormaCards</name>
    <message>
        <source>A</source>
        <comment>rank: ace</comment>
        <extracomment>the colour-safe theme&apos;s four-colour deck (spades, hearts, diamonds, clubs): a black, a brick red, an indigo and a teal that stay apart (CIEDE2000 &gt;= 20) under protanopia, deuteranopia and tritanopia, each dark enough to read on the white card pip centres (fractions of the pip area) for the number cards 2-10</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <comment>rank: jack (knekt)</comment>
        <translation>B</translation>
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
        <translation>Pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Königshaus</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Held</translation>
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
        <translation>Auf eine Königshaus-Schaltfläche klicken oder 1–4</translation>
    </message>
    <message>
        <source>Set-up: choose your royal house</source>
        <translation>Vorbereitung: dein Königshaus wählen</translation>
    </message>
    <message>
        <source>Drag a face card to your Active slot</source>
        <translation>Eine Bildkarte auf den Platz für deine aktive Karte ziehen</translation>
    </message>
    <message>
        <source>Choose your Active card (at set-up, after a fall, in a retreat)</source>
        <translation>Deine aktive Karte wählen (bei der Vorbereitung, wenn sie gefallen ist, beim Rückzug)</translation>
    </message>
    <message>
        <source>Click a hand card</source>
        <translation>Auf eine Handkarte klicken</translation>
    </message>
    <message>
        <source>Select it, or clear its selection</source>
        <translation>Markieren oder die Markierung aufheben</translation>
    </message>
    <message>
        <source>Drag cards to the opponent&apos;s Active card</source>
        <translation>Karten auf die aktive Karte des Gegners ziehen</translation>
    </message>
    <message>
        <source>Attack with them (the selected cards travel along)</source>
        <translation>Mit ihnen angreifen (die markierten Karten kommen mit)</translation>
    </message>
    <message>
        <source>Click the opponent&apos;s Active card</source>
        <translation>Auf die aktive Karte des Gegners klicken</translation>
    </message>
    <message>
        <source>Attack with the selected cards</source>
        <translation>Mit den markierten Karten angreifen</translation>
    </message>
    <message>
        <source>Drag cards to the discard pile, or click the pile</source>
        <translation>Karten auf den Ablagestapel ziehen oder auf den Stapel klicken</translation>
    </message>
    <message>
        <source>Exchange them: discard them, then draw as many</source>
        <translation>Tauschen: abwerfen, dann ebenso viele nachziehen</translation>
    </message>
    <message>
        <source>Drag a card to your Active or Infirmary card</source>
        <translation>Eine Karte auf deine aktive Karte oder die Karte im Lazarett ziehen</translation>
    </message>
    <message>
        <source>Heal that card with it (one card at a time)</source>
        <translation>Diese Karte damit heilen (jeweils eine Karte)</translation>
    </message>
    <message>
        <source>Click your Active or Infirmary card</source>
        <translation>Auf deine aktive Karte oder die Karte im Lazarett klicken</translation>
    </message>
    <message>
        <source>Heal it with the selected card</source>
        <translation>Mit der markierten Karte heilen</translation>
    </message>
    <message>
        <source>Drag your Active card to the empty Infirmary</source>
        <translation>Deine aktive Karte ins leere Lazarett ziehen</translation>
    </message>
    <message>
        <source>Retreat, then choose the new Active card</source>
        <translation>Rückzug, dann die neue aktive Karte wählen</translation>
    </message>
    <message>
        <source>Double-click a card</source>
        <translation>Auf eine Karte doppelklicken</translation>
    </message>
    <message>
        <source>Make its move when it has only one (e.g. the Active card at set-up, a lone Joker&apos;s attack)</source>
        <translation>Den Zug der Karte ausführen, wenn es nur einen gibt (z. B. die aktive Karte bei der Vorbereitung, der Angriff eines einzelnen Jokers)</translation>
    </message>
    <message>
        <source>Click a damage entry in the heal picker, or 1–9</source>
        <translation>Auf einen Schadenseintrag in der Heilauswahl klicken oder 1–9</translation>
    </message>
    <message>
        <source>Keep or remove that damage</source>
        <translation>Diesen Schaden behalten oder entfernen</translation>
    </message>
    <message>
        <source>Click an action button</source>
        <translation>Auf eine Aktionsschaltfläche klicken</translation>
    </message>
    <message>
        <source>Do what it says (its key is shown on it)</source>
        <translation>Ausführen, was darauf steht (die Taste steht mit darauf)</translation>
    </message>
    <message>
        <source>← / →</source>
        <translation>← / →</translation>
    </message>
    <message>
        <source>Move the keyboard focus along your hand</source>
        <translation>Den Tastaturfokus durch deine Hand bewegen</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Select the focused card, or clear its selection</source>
        <translation>Die Karte mit dem Fokus markieren oder die Markierung aufheben</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Confirm: the new Active card, the heal picker, or attack with the selection</source>
        <translation>Bestätigen: die neue aktive Karte, die Heilauswahl oder den Angriff mit der Auswahl</translation>
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
        <translation>Die markierten Karten tauschen</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Heal your Active card with the selected card</source>
        <translation>Deine aktive Karte mit der markierten Karte heilen</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Heal your Infirmary card with the selected card, or bring it back when your Active card has fallen</source>
        <translation>Die Karte im Lazarett mit der markierten Karte heilen oder sie zurückholen, wenn deine aktive Karte gefallen ist</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Retreat to the Infirmary</source>
        <translation>Ins Lazarett zurückziehen</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>End the heal</source>
        <translation>Heilen beenden</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Pass (only when you have no move)</source>
        <translation>Passen (nur wenn du keinen Zug hast)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the selection; cancel a retreat</source>
        <translation>Auswahl aufheben; Rückzug abbrechen</translation>
    </message>
</context>
<context>
    <name>StormaPlurals</name>
    <message numerus="yes">
        <source>{name} is dealt %n card(s).</source>
        <translation>
            <numerusform>{name} erhält %n Karte.</numerusform>
            <numerusform>{name} erhält %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws %n card(s) for new trophies.</source>
        <translation>
            <numerusform>{name} zieht %n Karte für neue Trophäen.</numerusform>
            <numerusform>{name} zieht %n Karten für neue Trophäen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws %n card(s).</source>
        <translation>
            <numerusform>{name} zieht %n Karte.</numerusform>
            <numerusform>{name} zieht %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} exchanges %n card(s): {cards}.</source>
        <translation>
            <numerusform>{name} tauscht %n Karte: {cards}.</numerusform>
            <numerusform>{name} tauscht %n Karten: {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile (%n card(s)).</source>
        <translation>
            <numerusform>Der Ablagestapel wird zu einem neuen Nachziehstapel gemischt (%n Karte).</numerusform>
            <numerusform>Der Ablagestapel wird zu einem neuen Nachziehstapel gemischt (%n Karten).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StormaTable</name>
    <message>
        <source>All cards must share one suit.</source>
        <translation>Alle Karten müssen dieselbe Farbe haben.</translation>
    </message>
    <message>
        <source>Only a face card (J, Q, K) can be the Active card.</source>
        <translation>Nur eine Bildkarte (B, D, K) kann aktive Karte sein.</translation>
    </message>
    <message>
        <source>Nothing to heal.</source>
        <translation>Nichts zu heilen.</translation>
    </message>
    <message>
        <source>A card of the target&apos;s suit cannot attack it; it can still heal or be exchanged.</source>
        <translation>Eine Karte in der Farbe des Ziels kann es nicht angreifen; sie kann aber heilen oder getauscht werden.</translation>
    </message>
    <message>
        <source>Keys: ←/→ choose a card, Space selects it, A attacks, E exchanges, H heals the Active card, S heals the Infirmary card (or brings it back when your Active card has fallen), R retreats, X ends a heal, P passes, Enter confirms, Esc clears; 1–4 choose a house, 1–9 toggle damage in the heal picker.</source>
        <translation>Tasten: ←/→ wählt eine Karte, Leertaste markiert sie, A greift an, E tauscht, H heilt die aktive Karte, S heilt die Karte im Lazarett (oder holt sie zurück, wenn deine aktive Karte gefallen ist), R zieht sich zurück, X beendet das Heilen, P passt, Enter bestätigt, Esc hebt die Auswahl auf; 1–4 wählt ein Königshaus, 1–9 schaltet Schaden in der Heilauswahl um.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <extracomment>the keyboard focus: an index into the hand (``own_hand_items``) what gestures and keys mean, and what they remember between gestures</extracomment>
        <translation>Spiel vorbei.</translation>
    </message>
    <message>
        <source>{name}: choose your royal house (click a suit or press 1–4).</source>
        <translation>{name}: Wähle dein Königshaus (klicke auf eine Farbe oder drücke 1–4).</translation>
    </message>
    <message>
        <source>{name}: choose your Active card face down — drag a face card (J, Q, K) to your Active slot, or select it and press Enter.</source>
        <translation>{name}: Wähle verdeckt deine aktive Karte – ziehe eine Bildkarte (B, D, K) auf den Platz für deine aktive Karte oder markiere sie und drücke Enter.</translation>
    </message>
    <message>
        <source>{name}: your Active card has fallen — choose a new one from your hand or the Infirmary (drag it to the Active slot).</source>
        <translation>{name}: Deine aktive Karte ist gefallen – wähle eine neue aus der Hand oder aus dem Lazarett (ziehe sie auf den Platz für die aktive Karte).</translation>
    </message>
    <message>
        <source>{name}: choose the damage to remove (heal value {value}), then confirm.</source>
        <translation>{name}: Wähle den Schaden, der entfernt werden soll (Heilwert {value}), und bestätige.</translation>
    </message>
    <message>
        <source>{name}: drop another healing card on the healed card, or press End heal.</source>
        <translation>{name}: Lege eine weitere Heilkarte auf die geheilte Karte oder drücke „Heilen beenden“.</translation>
    </message>
    <message>
        <source>{name}: choose the face card from your hand that becomes the new Active card (drag it to the Active slot).</source>
        <translation>{name}: Wähle die Bildkarte aus deiner Hand, die neue aktive Karte wird (ziehe sie auf den Platz für die aktive Karte).</translation>
    </message>
    <message>
        <source>{name}: your move — attack {target} (drop cards on it), heal, retreat, or exchange (drop cards on the discard pile).</source>
        <translation>{name}: Du bist am Zug – greife {target} an (Karten darauf ziehen), heile, zieh dich zurück oder tausche (Karten auf den Ablagestapel ziehen).</translation>
    </message>
    <message>
        <source>{name} storms the castle and wins!</source>
        <translation>{name} stürmt die Burg und gewinnt!</translation>
    </message>
    <message>
        <source>A draw: nobody takes the castle.</source>
        <translation>Unentschieden: Niemand erobert die Burg.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n trophy(ies), {standing} of 3 house cards standing</source>
        <translation>
            <numerusform>{name}: %n Trophäe, {standing} von 3 Karten des Königshauses stehen noch</numerusform>
            <numerusform>{name}: %n Trophäen, {standing} von 3 Karten des Königshauses stehen noch</numerusform>
        </translation>
    </message>
    <message>
        <source>Start roll: the higher D10 begins</source>
        <translation>Startwurf: Der höhere W10 beginnt</translation>
    </message>
    <message>
        <source>Dice rolled by {name}</source>
        <translation>Gewürfelt von {name}</translation>
    </message>
    <message>
        <source>wound</source>
        <translation>Wunde</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n Handkarte</numerusform>
            <numerusform>%n Handkarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trophy(ies)</source>
        <translation>
            <numerusform>%n Trophäe</numerusform>
            <numerusform>%n Trophäen</numerusform>
        </translation>
    </message>
    <message>
        <source>House: not chosen yet</source>
        <translation>Königshaus: noch offen</translation>
    </message>
    <message>
        <source>House of {suit}</source>
        <translation>Königshaus: {suit}</translation>
    </message>
    <message>
        <source>Your Active card</source>
        <translation>Deine aktive Karte</translation>
    </message>
    <message>
        <source>{name}&apos;s Active card</source>
        <translation>Aktive Karte von {name}</translation>
    </message>
    <message>
        <source>Infirmary</source>
        <translation>Lazarett</translation>
    </message>
    <message>
        <source>Trophies</source>
        <translation>Trophäen</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Nachziehstapel</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <source>{name} chooses a royal house</source>
        <translation>{name} wählt ein Königshaus</translation>
    </message>
    <message>
        <source>{name} chooses an Active card, face down</source>
        <translation>{name} wählt verdeckt eine aktive Karte</translation>
    </message>
    <message>
        <source>Wound</source>
        <translation>Wunde</translation>
    </message>
    <message>
        <source>Heal value {value}: choose the damage to remove from {card}</source>
        <translation>Heilwert {value}: Wähle den Schaden, der von {card} entfernt wird</translation>
    </message>
    <message>
        <source>These cards cannot attack together</source>
        <translation>Diese Karten können nicht gemeinsam angreifen</translation>
    </message>
    <message>
        <source>Attack {card}: {points} points left</source>
        <translation>{card} angreifen: noch {points} Punkte</translation>
    </message>
    <message>
        <source>{damage} damage: a sure kill</source>
        <translation>{damage} Schaden: sicher besiegt</translation>
    </message>
    <message>
        <source>{damage} damage: may defeat it</source>
        <translation>{damage} Schaden: kann sie besiegen</translation>
    </message>
    <message>
        <source>{damage} damage</source>
        <translation>{damage} Schaden</translation>
    </message>
    <message>
        <source>Your royal house: its J, Q and K join your hand</source>
        <translation>Dein Königshaus: B, D und K kommen auf deine Hand</translation>
    </message>
    <message>
        <source>If all three are defeated, you lose</source>
        <translation>Werden alle drei besiegt, verlierst du</translation>
    </message>
    <message>
        <source>Attack: {damage} damage</source>
        <translation>Angriff: {damage} Schaden</translation>
    </message>
    <message>
        <source>Remove {total} damage</source>
        <translation>{total} Schaden entfernen</translation>
    </message>
    <message>
        <source>Remove nothing</source>
        <translation>Nichts entfernen</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angreifen</translation>
    </message>
    <message numerus="yes">
        <source>Exchange %n card(s)</source>
        <translation>
            <numerusform>%n Karte tauschen</numerusform>
            <numerusform>%n Karten tauschen</numerusform>
        </translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <source>Heal Active card</source>
        <translation>Aktive Karte heilen</translation>
    </message>
    <message>
        <source>Heal Infirmary card</source>
        <translation>Karte im Lazarett heilen</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Rückzug</translation>
    </message>
    <message>
        <source>Pass (no move)</source>
        <translation>Passen (kein Zug möglich)</translation>
    </message>
    <message>
        <source>End heal</source>
        <translation>Heilen beenden</translation>
    </message>
    <message>
        <source>Your Active card has fallen</source>
        <translation>Deine aktive Karte ist gefallen</translation>
    </message>
    <message>
        <source>Choose a new Active card</source>
        <translation>Wähle eine neue aktive Karte</translation>
    </message>
    <message>
        <source>Choose the new Active card</source>
        <translation>Wähle die neue aktive Karte</translation>
    </message>
    <message>
        <source>Place face down</source>
        <translation>Verdeckt auslegen</translation>
    </message>
    <message>
        <source>Make it the Active card</source>
        <translation>Zur aktiven Karte machen</translation>
    </message>
    <message>
        <source>New Active card</source>
        <translation>Neue aktive Karte</translation>
    </message>
    <message>
        <source>Cancel retreat</source>
        <translation>Rückzug abbrechen</translation>
    </message>
    <message>
        <source>Select the cards to attack with first.</source>
        <extracomment>the attack estimate of the cards being dragged (&quot;&quot; = the drag is no attack) and whether it shows whatever the pointer is over (the cards can only attack)</extracomment>
        <translation>Markiere zuerst die Karten, mit denen du angreifen willst.</translation>
    </message>
    <message>
        <source>Select the cards to exchange first.</source>
        <translation>Markiere zuerst die Karten, die du tauschen willst.</translation>
    </message>
    <message>
        <source>The Infirmary is occupied; retreat needs it empty.</source>
        <translation>Das Lazarett ist belegt; für einen Rückzug muss es leer sein.</translation>
    </message>
    <message>
        <source>Choose your royal house first.</source>
        <translation>Wähle zuerst dein Königshaus.</translation>
    </message>
    <message>
        <source>Choose the damage to remove first, then confirm.</source>
        <translation>Wähle zuerst den Schaden, der entfernt werden soll, und bestätige dann.</translation>
    </message>
    <message>
        <source>Heal with one card at a time.</source>
        <translation>Heile mit jeweils einer Karte.</translation>
    </message>
    <message>
        <source>Drop the new Active card on your Active slot.</source>
        <translation>Lege die neue aktive Karte auf den Platz für deine aktive Karte.</translation>
    </message>
    <message>
        <source>Your Active card can only retreat to the Infirmary.</source>
        <translation>Deine aktive Karte kann sich nur ins Lazarett zurückziehen.</translation>
    </message>
    <message>
        <source>Cards cannot go there now.</source>
        <translation>Dorthin können jetzt keine Karten.</translation>
    </message>
    <message>
        <source>Select one healing card first.</source>
        <translation>Markiere zuerst eine Heilkarte.</translation>
    </message>
    <message>
        <source>Joker: 2D10 → 0 0 fumble!</source>
        <translation>Joker: 2W10 → 0 0 – Patzer!</translation>
    </message>
    <message>
        <source>No damage; {name} takes the Joker into hand.</source>
        <translation>Kein Schaden; {name} nimmt den Joker auf die Hand.</translation>
    </message>
    <message>
        <source>Joker: {a} + {b} = {total}</source>
        <translation>Joker: {a} + {b} = {total}</translation>
    </message>
    <message>
        <source>Assassin {card}: D10 → 0 fumble!</source>
        <translation>Meuchelmörder {card}: W10 → 0 – Patzer!</translation>
    </message>
    <message>
        <source>No damage; the assassin dies and becomes {name}&apos;s trophy.</source>
        <translation>Kein Schaden; der Meuchelmörder stirbt und wird Trophäe von {name}.</translation>
    </message>
    <message>
        <source>Assassin {card}: 5 + {a} = {total}</source>
        <translation>Meuchelmörder {card}: 5 + {a} = {total}</translation>
    </message>
    <message>
        <source>A wound of {total}.</source>
        <translation>Eine Wunde von {total}.</translation>
    </message>
    <message>
        <source>Joker heal: 2D10 → 0 0 fumble!</source>
        <translation>Joker-Heilung: 2W10 → 0 0 – Patzer!</translation>
    </message>
    <message>
        <source>The healed card dies and becomes a trophy.</source>
        <translation>Die geheilte Karte stirbt und wird zur Trophäe.</translation>
    </message>
    <message>
        <source>Joker heal: higher of {a} and {b} = {total}</source>
        <translation>Joker-Heilung: höherer Wurf von {a} und {b} = {total}</translation>
    </message>
    <message>
        <source>The card had only 1 point left: nothing happens, the healer is discarded.</source>
        <translation>Die Karte hatte nur noch 1 Punkt: Nichts passiert, der Heiler kommt auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>The card is left with 1 point; the healer stays on it as damage.</source>
        <translation>Die Karte hat noch 1 Punkt; der Heiler bleibt als Schadenskarte auf ihr liegen.</translation>
    </message>
    <message>
        <source>Healer {card}: 2D10 → 0 0 fumble!</source>
        <translation>Heiler {card}: 2W10 → 0 0 – Patzer!</translation>
    </message>
    <message>
        <source>Healer {card}: 7 + {a} + {b} = {total}</source>
        <translation>Heiler {card}: 7 + {a} + {b} = {total}</translation>
    </message>
    <message>
        <source>{name} starts.</source>
        <translation>{name} beginnt.</translation>
    </message>
    <message>
        <source>A tie: roll again.</source>
        <translation>Gleichstand: neu würfeln.</translation>
    </message>
    <message>
        <source>{name} rolls {a}</source>
        <translation>{name} würfelt {a}</translation>
    </message>
    <message>
        <source>New game of Storma slottet! {name} chooses a royal house first.</source>
        <extracomment>The log line of each kind of event, by its class (a kind without one is not logged).</extracomment>
        <translation>Neues Spiel Storma slottet! {name} wählt zuerst ein Königshaus.</translation>
    </message>
    <message>
        <source>{name} takes the house of {suit}.</source>
        <translation>{name} wählt {suit} als Königshaus.</translation>
    </message>
    <message>
        <source>{name} starts healing the Active card.</source>
        <translation>{name} beginnt, die aktive Karte zu heilen.</translation>
    </message>
    <message>
        <source>{name} starts healing the Infirmary card.</source>
        <translation>{name} beginnt, die Karte im Lazarett zu heilen.</translation>
    </message>
    <message>
        <source>{card} ({amount})</source>
        <translation>{card} ({amount})</translation>
    </message>
    <message>
        <source>a wound ({amount})</source>
        <translation>eine Wunde ({amount})</translation>
    </message>
    <message>
        <source>{name} removes {parts} from {target}: {total} of the heal value {value} used.</source>
        <translation>{name} entfernt {parts} von {target}: {total} des Heilwerts {value} genutzt.</translation>
    </message>
    <message>
        <source>{name} places an Active card face down.</source>
        <translation>{name} legt verdeckt eine aktive Karte aus.</translation>
    </message>
    <message>
        <source>The Active cards are revealed: {a} plays {x}, {b} plays {y}.</source>
        <translation>Die aktiven Karten werden aufgedeckt: {a} spielt {x}, {b} spielt {y}.</translation>
    </message>
    <message>
        <source>{name} rolls {a} for the start.</source>
        <translation>{name} würfelt {a} für den Start.</translation>
    </message>
    <message>
        <source>{name} rolls: {formula}</source>
        <translation>{name} würfelt: {formula}</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>{name} ist am Zug.</translation>
    </message>
    <message>
        <source>{name} attacks {target} with {cards}.</source>
        <translation>{name} greift {target} mit {cards} an.</translation>
    </message>
    <message>
        <source>{card} deals {amount} damage to {target}.</source>
        <translation>{card} fügt {target} {amount} Schaden zu.</translation>
    </message>
    <message>
        <source>The fumbled assassin {card} becomes {name}&apos;s trophy.</source>
        <translation>Der gepatzte Meuchelmörder {card} wird Trophäe von {name}.</translation>
    </message>
    <message>
        <source>{card} becomes {name}&apos;s trophy.</source>
        <translation>{card} wird Trophäe von {name}.</translation>
    </message>
    <message>
        <source>{name}&apos;s {card} is defeated.</source>
        <translation>{card} von {name} ist besiegt.</translation>
    </message>
    <message>
        <source>{name} heals {target} with {card}: heal value {value}.</source>
        <translation>{name} heilt {target} mit {card}: Heilwert {value}.</translation>
    </message>
    <message>
        <source>{name} removes no damage.</source>
        <translation>{name} entfernt keinen Schaden.</translation>
    </message>
    <message>
        <source>{name} ends the heal.</source>
        <translation>{name} beendet das Heilen.</translation>
    </message>
    <message>
        <source>{name} retreats {card} to the Infirmary; {new} becomes the Active card.</source>
        <translation>{name} zieht {card} ins Lazarett zurück; {new} wird aktive Karte.</translation>
    </message>
    <message>
        <source>{name} brings {card} from the Infirmary as the new Active card.</source>
        <translation>{name} holt {card} aus dem Lazarett als neue aktive Karte.</translation>
    </message>
    <message>
        <source>{name} makes {card} the new Active card.</source>
        <translation>{name} macht {card} zur neuen aktiven Karte.</translation>
    </message>
    <message>
        <source>{name} has no move and passes.</source>
        <translation>{name} hat keinen möglichen Zug und passt.</translation>
    </message>
    <message>
        <source>{target} takes {amount} damage from {cards}.</source>
        <translation>{target} erhält {amount} Schaden durch {cards}.</translation>
    </message>
    <message>
        <source>Two passes in a row: the game is a draw.</source>
        <translation>Zweimal hintereinander gepasst: Das Spiel endet unentschieden.</translation>
    </message>
    <message>
        <source>{loser} cannot fill the Active slot: {name} wins!</source>
        <translation>{loser} kann den Platz der aktiven Karte nicht besetzen: {name} gewinnt!</translation>
    </message>
    <message>
        <source>All three cards of {loser}&apos;s house have fallen: {name} wins!</source>
        <translation>Alle drei Karten des Königshauses von {loser} sind gefallen: {name} gewinnt!</translation>
    </message>
</context>
<context>
    <name>SupertrumfAccess</name>
    <message>
        <source>Your place</source>
        <translation>Dein Platz</translation>
    </message>
    <message>
        <source>{name}&apos;s place</source>
        <translation>Platz von {name}</translation>
    </message>
    <message>
        <source>Your won cards</source>
        <translation>Deine gewonnenen Karten</translation>
    </message>
    <message>
        <source>{name}&apos;s won cards</source>
        <translation>Gewonnene Karten von {name}</translation>
    </message>
    <message>
        <source>Your prize cards</source>
        <translation>Deine Preiskarten</translation>
    </message>
    <message>
        <source>{name}&apos;s prize cards</source>
        <translation>Preiskarten von {name}</translation>
    </message>
    <message>
        <source>{property} {value} (named)</source>
        <translation>{property} {value} (angesagt)</translation>
    </message>
    <message>
        <source>names a property</source>
        <translation>sagt eine Eigenschaft an</translation>
    </message>
    <message>
        <source>can be put out</source>
        <translation>kann ausgespielt werden</translation>
    </message>
</context>
<context>
    <name>SupertrumfControls</name>
    <message>
        <source>Click a property row</source>
        <translation>Auf eine Eigenschaftszeile klicken</translation>
    </message>
    <message>
        <source>Name that property (when you lead)</source>
        <translation>Diese Eigenschaft ansagen (wenn du Ansager bist)</translation>
    </message>
    <message>
        <source>Click a card</source>
        <translation>Auf eine Karte klicken</translation>
    </message>
    <message>
        <source>Select it or take it back; a figure and an object can be selected together</source>
        <translation>Markieren oder die Markierung aufheben; eine Figur und ein Gegenstand können zusammen markiert werden</translation>
    </message>
    <message>
        <source>Drag cards to your place</source>
        <translation>Karten auf deinen Platz ziehen</translation>
    </message>
    <message>
        <source>Put them out face down</source>
        <translation>Verdeckt auslegen</translation>
    </message>
    <message>
        <source>Double-click a card</source>
        <translation>Auf eine Karte doppelklicken</translation>
    </message>
    <message>
        <source>Put out that card alone</source>
        <translation>Nur diese Karte auslegen</translation>
    </message>
    <message>
        <source>Put out button, or click your place</source>
        <translation>„Verdeckt auslegen“ oder auf deinen Platz klicken</translation>
    </message>
    <message>
        <source>Put out the selected cards</source>
        <translation>Die markierten Karten auslegen</translation>
    </message>
    <message>
        <source>← / →</source>
        <translation>← / →</translation>
    </message>
    <message>
        <source>Choose a card in your hand</source>
        <translation>Eine Karte auf deiner Hand wählen</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>Select the chosen card, or take it back</source>
        <translation>Die gewählte Karte markieren oder die Markierung aufheben</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Put out the selection (or the chosen card)</source>
        <translation>Die Auswahl (oder die gewählte Karte) auslegen</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Auswahl aufheben</translation>
    </message>
    <message>
        <source>1–5</source>
        <translation>1–5</translation>
    </message>
    <message>
        <source>Name a property (when you lead)</source>
        <translation>Eine Eigenschaft ansagen (wenn du Ansager bist)</translation>
    </message>
    <message>
        <source>1 / 2</source>
        <translation>1 / 2</translation>
    </message>
    <message>
        <source>At the start: keep your hand, or discard it and draw a new one</source>
        <translation>Zu Beginn: deine Hand behalten oder abwerfen und eine neue ziehen</translation>
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
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>Play with a figure</source>
        <translation>Mit einer Figur spielen</translation>
    </message>
    <message>
        <source>Super-trump</source>
        <translation>Supertrumpf</translation>
    </message>
    <message>
        <source>Beats every play; two super-trumps tie</source>
        <translation>Schlägt alles; zwei Supertrümpfe bedeuten Unentschieden</translation>
    </message>
    <message>
        <source>Keys: ←/→ choose a card, Space selects it, Enter puts out the selection, Esc clears it, 1–5 name a property; in the mulligan 1 keeps the hand and 2 draws a new one.</source>
        <extracomment>the sentences with a count, asked of ``SupertrumfTable.counted`` (see the module docstring)</extracomment>
        <translation>Tasten: ←/→ wählt eine Karte, Leertaste markiert sie, Enter legt die Auswahl aus, Esc hebt sie auf, 1–5 sagt eine Eigenschaft an; bei der neuen Hand behält 1 die Hand und 2 zieht eine neue.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <extracomment>relative seat positions around the table (0 = bottom, the viewer), per number of seats the height of the top right corner the table keeps free for the ↶ button (scene units: the button at 1024 × 600, where the table fills the window&apos;s height) the pot&apos;s cards lie face up: a little bigger than a pile so the top card reads the hand&apos;s focus ring shows whenever the person is to act, keyboard on the felt or not the focused card of your hand (←/→ move it, Space selects it, Enter puts it out)</extracomment>
        <translation>Spiel vorbei.</translation>
    </message>
    <message numerus="yes">
        <source>{name}: keep your hand, or discard it and draw %n card(s)?</source>
        <translation>
            <numerusform>{name}: Behältst du deine Hand, oder wirfst du sie ab und ziehst %n Karte?</numerusform>
            <numerusform>{name}: Behältst du deine Hand, oder wirfst du sie ab und ziehst %n Karten?</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: name a property (click a value on one of your cards, a button below, or press 1–5).</source>
        <translation>{name}: Sag eine Eigenschaft an (klicke auf einen Wert auf einer deiner Karten oder auf eine Schaltfläche unten, oder drücke 1–5).</translation>
    </message>
    <message>
        <source>{name}: put out one card, or a figure and an object, face down (drag them to your place, or select them and press Enter).</source>
        <translation>{name}: Lege eine Karte oder eine Figur und einen Gegenstand verdeckt aus (ziehe sie auf deinen Platz oder markiere sie und drücke Enter).</translation>
    </message>
    <message>
        <source>New game of Supertrumf Fantasy, Blixtduell: 4 cards and 4 prize cards each.</source>
        <translation>Neues Spiel Supertrumf Fantasy, Blixtduell: je 4 Karten und 4 Preiskarten.</translation>
    </message>
    <message>
        <source>New game of Supertrumf Fantasy, Klassisk: 4 cards each; {name} leads.</source>
        <translation>Neues Spiel Supertrumf Fantasy, Klassisk: je 4 Karten; {name} sagt an.</translation>
    </message>
    <message>
        <source>{name} names {prop}.</source>
        <translation>{name} sagt {prop} an.</translation>
    </message>
    <message>
        <source>{name} has no card to put out.</source>
        <translation>{name} hat keine Karte zum Auslegen.</translation>
    </message>
    <message numerus="yes">
        <source>{name} puts out %n card(s) face down.</source>
        <translation>
            <numerusform>{name} legt %n Karte verdeckt aus.</numerusform>
            <numerusform>{name} legt %n Karten verdeckt aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>{name}: {cards} ({value})</source>
        <translation>{name}: {cards} ({value})</translation>
    </message>
    <message>
        <source>Reveal for {prop}: {plays}.</source>
        <translation>Aufdecken für {prop}: {plays}.</translation>
    </message>
    <message>
        <source>{name} wins the round.</source>
        <translation>{name} gewinnt die Runde.</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins the round and takes %n card(s).</source>
        <translation>
            <numerusform>{name} gewinnt die Runde und nimmt %n Karte.</numerusform>
            <numerusform>{name} gewinnt die Runde und nimmt %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tie! Nobody takes a prize card.</source>
        <translation>Unentschieden! Niemand nimmt eine Preiskarte.</translation>
    </message>
    <message numerus="yes">
        <source>Tie! The cards go to the pot (%n card(s) in it).</source>
        <translation>
            <numerusform>Unentschieden! Die Karten kommen in den Pott (jetzt %n Karte).</numerusform>
            <numerusform>Unentschieden! Die Karten kommen in den Pott (jetzt %n Karten).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} draws %n card(s).</source>
        <translation>
            <numerusform>{name} zieht %n Karte.</numerusform>
            <numerusform>{name} zieht %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} adds the last %n card(s) of the hand to the won cards.</source>
        <translation>
            <numerusform>{name} legt die letzte Handkarte auf den Gewinnstapel.</numerusform>
            <numerusform>{name} legt die letzten %n Handkarten auf den Gewinnstapel.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} has no cards left; {other} leads.</source>
        <translation>{name} hat keine Karten mehr; {other} sagt an.</translation>
    </message>
    <message numerus="yes">
        <source>{name} discards the hand and draws %n card(s).</source>
        <translation>
            <numerusform>{name} wirft die Hand ab und zieht %n Karte.</numerusform>
            <numerusform>{name} wirft die Hand ab und zieht %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} keeps the hand.</source>
        <translation>{name} behält die Hand.</translation>
    </message>
    <message>
        <source>Dice for the lead: {a} rolls {x}, {b} rolls {y}.</source>
        <translation>Würfeln um das Ansagen: {a} würfelt {x}, {b} würfelt {y}.</translation>
    </message>
    <message>
        <source>Equal: roll again.</source>
        <translation>Gleichstand: neu würfeln.</translation>
    </message>
    <message>
        <source>{name} leads.</source>
        <translation>{name} sagt an.</translation>
    </message>
    <message>
        <source>{name} takes a prize card ({taken} of 4).</source>
        <translation>{name} nimmt eine Preiskarte ({taken} von 4).</translation>
    </message>
    <message>
        <source>The discard pile is shuffled into a new draw pile.</source>
        <translation>Der Ablagestapel wird zu einem neuen Nachziehstapel gemischt.</translation>
    </message>
    <message>
        <source>{name} wins: all 4 prize cards taken!</source>
        <translation>{name} gewinnt: alle 4 Preiskarten genommen!</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n card(s)!</source>
        <translation>
            <numerusform>{name} gewinnt mit %n Karte!</numerusform>
            <numerusform>{name} gewinnt mit %n Karten!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} share the win with %n card(s) each.</source>
        <translation>
            <numerusform>{names} teilen sich den Sieg mit je %n Karte.</numerusform>
            <numerusform>{names} teilen sich den Sieg mit je %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n prize card(s) taken</source>
        <translation>
            <numerusform>{name}: %n Preiskarte genommen</numerusform>
            <numerusform>{name}: %n Preiskarten genommen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n card(s) won</source>
        <translation>
            <numerusform>{name}: %n Karte gewonnen</numerusform>
            <numerusform>{name}: %n Karten gewonnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prize card(s) won</source>
        <translation>
            <numerusform>%n Preiskarte gewonnen</numerusform>
            <numerusform>%n Preiskarten gewonnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n Handkarte</numerusform>
            <numerusform>%n Handkarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n gewonnen</numerusform>
            <numerusform>%n gewonnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Prize cards · %n left</source>
        <translation>
            <numerusform>Preiskarten · %n übrig</numerusform>
            <numerusform>Preiskarten · %n übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>Your place</source>
        <translation>Dein Platz</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Nachziehstapel</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Pott</translation>
    </message>
    <message>
        <source>Drag one card, or a figure and an object, here</source>
        <translation>Ziehe eine Karte oder eine Figur und einen Gegenstand hierher</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Mulligan 3 · 2 · 1</source>
        <translation>Neue Hand 3 · 2 · 1</translation>
    </message>
    <message>
        <source>Keep or redraw?</source>
        <translation>Behalten oder neu ziehen?</translation>
    </message>
    <message>
        <source>{name} named</source>
        <translation>{name} sagt an</translation>
    </message>
    <message>
        <source>{name} wins the round</source>
        <translation>{name} gewinnt die Runde</translation>
    </message>
    <message>
        <source>Tie!</source>
        <translation>Unentschieden!</translation>
    </message>
    <message>
        <source>Cards to the pot</source>
        <translation>Karten in den Pott</translation>
    </message>
    <message>
        <source>No prize card</source>
        <translation>Keine Preiskarte</translation>
    </message>
    <message>
        <source>{name} leads</source>
        <translation>{name} sagt an</translation>
    </message>
    <message>
        <source>Name a property</source>
        <translation>Sag eine Eigenschaft an</translation>
    </message>
    <message>
        <source>Naming a property…</source>
        <translation>Eigenschaft wird angesagt…</translation>
    </message>
    <message>
        <source>Put out face down</source>
        <translation>Verdeckt auslegen</translation>
    </message>
    <message>
        <source>Keep this hand</source>
        <translation>Diese Hand behalten</translation>
    </message>
    <message numerus="yes">
        <source>Discard, draw %n card(s)</source>
        <translation>
            <numerusform>Abwerfen, %n Karte ziehen</numerusform>
            <numerusform>Abwerfen, %n Karten ziehen</numerusform>
        </translation>
    </message>
    <message>
        <source>Select one card, or a figure and an object, first.</source>
        <extracomment>the focused card of your hand (←/→ move it, Space selects it, Enter puts it out)</extracomment>
        <translation>Markiere zuerst eine Karte oder eine Figur und einen Gegenstand.</translation>
    </message>
    <message>
        <source>Cards can only be put out on your own place.</source>
        <translation>Karten können nur auf deinem eigenen Platz ausgelegt werden.</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>selected</source>
        <translation>ausgewählt</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gewinnt</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} Karten</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>ist am Zug</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>denkt nach</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>Hand von {name}</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>verdeckte Karte</translation>
    </message>
    <message>
        <source>cannot be used now</source>
        <translation>jetzt nicht spielbar</translation>
    </message>
    <message>
        <source>can be played</source>
        <translation>kann gespielt werden</translation>
    </message>
    <message>
        <source>can be chosen</source>
        <translation>kann gewählt werden</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Spieltisch</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>The guided game could not be started.

{detail}</source>
        <translation>Die geführte Partie konnte nicht gestartet werden.

{detail}</translation>
    </message>
    <message>
        <source>The guided game is over: press {play} to play on against Easy, or {leave} for the welcome page.</source>
        <extracomment>the level the other seats play at once the guided part is over the guided part is over and the person chose to play on</extracomment>
        <translation>Die geführte Partie ist vorbei: Drücke {play}, um gegen Leicht weiterzuspielen, oder {leave} für die Startseite.</translation>
    </message>
    <message>
        <source>Wait a moment: the other player moves now.</source>
        <translation>Einen Moment: Jetzt ist der andere Spieler am Zug.</translation>
    </message>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Schritt {number} von {count}</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Zeig es mir</translation>
    </message>
    <message>
        <source>Next part</source>
        <translation>Nächster Teil</translation>
    </message>
    <message>
        <source>Play on against Easy</source>
        <translation>Gegen Leicht weiterspielen</translation>
    </message>
    <message>
        <source>Welcome page</source>
        <translation>Startseite</translation>
    </message>
    <message>
        <source>Playing on against Easy. Press Ctrl+H for a hint at any time.</source>
        <translation>Du spielst gegen Leicht weiter. Drücke jederzeit Strg+H für einen Tipp.</translation>
    </message>
    <message>
        <source>Storma slottet!: a guided first game</source>
        <translation>Storma slottet!: eine geführte erste Partie</translation>
    </message>
    <message>
        <source>The J♣ is your trophy: each trophy draws you 3 cards. Defeat all three cards of the computer&apos;s royal house (clubs) to win.</source>
        <translation>Der B♣ ist deine Trophäe: Für jede Trophäe ziehst du 3 Karten. Besiege alle drei Karten im Königshaus des Computers (Kreuz), um zu gewinnen.</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Riftforce: a guided first game</source>
        <translation>Riftforce: eine geführte erste Partie</translation>
    </message>
    <message>
        <source>Well done! That is Riftforce: play cards, discard one to activate, Check &amp; Draw to score. The first to 12 Riftforce wins. Play on against an Easy computer, or go back to the welcome page.</source>
        <translation>Gut gemacht! Das ist Riftforce: Karten ausspielen, eine abwerfen zum Aktivieren, Überprüfen &amp; Nachziehen zum Punkten. Wer zuerst 12 Riftforce hat, gewinnt. Spiel weiter gegen einen Computer auf Leicht oder geh zurück zur Startseite.</translation>
    </message>
    <message>
        <source>First the draft: each of you was dealt one guild (yours is Fire). Now you take turns picking until each has four. Click Crystal: its elementals hit hardest.</source>
        <translation>Zuerst die Gildenwahl: Jeder von euch hat eine Gilde bekommen (deine ist Feuer). Jetzt wählt ihr abwechselnd, bis jeder vier hat. Klicke auf Kristall: Seine Elementare schlagen am härtesten zu.</translation>
    </message>
    <message>
        <source>Keys: press 5.</source>
        <translation>Tasten: drücke 5.</translation>
    </message>
    <message>
        <source>Pick the Crystal guild.</source>
        <translation>Wähle die Gilde Kristall.</translation>
    </message>
    <message>
        <source>The computer took Light. Click Ice: it finishes off enemies that are already damaged.</source>
        <translation>Der Computer hat Licht genommen. Klicke auf Eis: Es erledigt Feinde, die schon Schaden haben.</translation>
    </message>
    <message>
        <source>Keys: press 1.</source>
        <translation>Tasten: drücke 1.</translation>
    </message>
    <message>
        <source>Pick the Ice guild.</source>
        <translation>Wähle die Gilde Eis.</translation>
    </message>
    <message>
        <source>Last pick: click Shadow, which can strike at any location. Your deck is now the 36 elementals of your four guilds; each card&apos;s number is its life.</source>
        <translation>Letzte Wahl: Klicke auf Schatten, der an jedem Ort zuschlagen kann. Dein Nachziehstapel sind jetzt die 36 Elementare deiner vier Gilden; die Zahl jeder Karte ist ihr Leben.</translation>
    </message>
    <message>
        <source>Keys: press 2.</source>
        <translation>Tasten: drücke 2.</translation>
    </message>
    <message>
        <source>Pick the Shadow guild.</source>
        <translation>Wähle die Gilde Schatten.</translation>
    </message>
    <message>
        <source>A Play puts 1–3 cards that share a guild or a number on your side. The computer&apos;s Air 5 stands at location 3: drag your Crystal 5 there.</source>
        <translation>Beim Ausspielen legst du 1–3 Karten mit gleicher Gilde oder gleicher Zahl auf deine Seite. An Ort 3 steht Luft 5 des Computers: Ziehe Kristall 5 dorthin.</translation>
    </message>
    <message>
        <source>Keys: ← → to the Crystal 5, then 3.</source>
        <translation>Tasten: ← → zu Kristall 5, dann 3.</translation>
    </message>
    <message>
        <source>Drag the Crystal 5 to location 3.</source>
        <translation>Ziehe Kristall 5 an Ort 3.</translation>
    </message>
    <message>
        <source>The Fire 5 shares the number 5, so it may join. Drag it to location 3 too; it lines up behind the Crystal.</source>
        <translation>Feuer 5 hat dieselbe Zahl 5 und darf dazu. Ziehe ihn auch an Ort 3; er stellt sich hinter Kristall.</translation>
    </message>
    <message>
        <source>Keys: ← → to the Fire 5, then 3.</source>
        <translation>Tasten: ← → zu Feuer 5, dann 3.</translation>
    </message>
    <message>
        <source>Drag the Fire 5 to location 3.</source>
        <translation>Ziehe Feuer 5 an Ort 3.</translation>
    </message>
    <message>
        <source>A third card could follow, but keep your Shadow 5 for the next turn: click End play.</source>
        <translation>Eine dritte Karte dürfte folgen, aber behalte Schatten 5 für den nächsten Zug: Klicke auf Ausspielen beenden.</translation>
    </message>
    <message>
        <source>Keys: E or Enter.</source>
        <translation>Tasten: E oder Enter.</translation>
    </message>
    <message>
        <source>End the play now.</source>
        <translation>Beende jetzt das Ausspielen.</translation>
    </message>
    <message>
        <source>Now attack: discard a card, and up to 3 of your elementals sharing its guild or its number act. Drag the Shadow 5 onto your discard pile.</source>
        <translation>Jetzt greifst du an: Wirf eine Karte ab, dann handeln bis zu 3 deiner Elementare mit ihrer Gilde oder ihrer Zahl. Ziehe Schatten 5 auf deinen Ablagestapel.</translation>
    </message>
    <message>
        <source>Keys: ← → to the Shadow 5, then A.</source>
        <translation>Tasten: ← → zu Schatten 5, dann A.</translation>
    </message>
    <message>
        <source>Drag the Shadow 5 onto your discard pile.</source>
        <translation>Ziehe Schatten 5 auf deinen Ablagestapel.</translation>
    </message>
    <message>
        <source>Both your 5s may act now. Click the Crystal 5: Crystal deals 4 damage to the first enemy at its location.</source>
        <translation>Jetzt dürfen beide 5er handeln. Klicke auf Kristall 5: Kristall macht 4 Schaden beim ersten Feind an seinem Ort.</translation>
    </message>
    <message>
        <source>Keys: ← → and Space.</source>
        <translation>Tasten: ← → und Leertaste.</translation>
    </message>
    <message>
        <source>Click your Crystal 5 to activate it.</source>
        <translation>Klicke auf Kristall 5, um ihn zu aktivieren.</translation>
    </message>
    <message>
        <source>The Air 5 has 4 damage. Click the Fire 5: its 3 damage destroys the Air 5, and every enemy you destroy gives you 1 Riftforce.</source>
        <translation>Luft 5 hat 4 Schaden. Klicke auf Feuer 5: Seine 3 Schaden zerstören Luft 5, und jeder Feind, den du zerstörst, bringt dir 1 Riftforce.</translation>
    </message>
    <message>
        <source>Keys: Space.</source>
        <translation>Tasten: Leertaste.</translation>
    </message>
    <message>
        <source>Ordet fanger: a guided first game</source>
        <translation>Ordet fanger: eine geführte erste Partie</translation>
    </message>
    <message>
        <source>Well done! You know the core of Ordet fanger: flip, spot matching symbols, answer fast, and mind the joker. The round ends when both draw piles are empty; most won cards wins.</source>
        <translation>Gut gemacht! Du kennst jetzt das Wichtigste von Ordet fanger: Karten aufdecken, gleiche Symbole erkennen, schnell antworten und auf den Joker achten. Die Runde endet, wenn beide Nachziehstapel leer sind; wer die meisten Karten gewonnen hat, gewinnt.</translation>
    </message>
    <message>
        <source>Welcome! On your turn you flip the top card of a draw pile onto one of your two play piles, for everyone to see. Click the framed draw pile to flip your first card.</source>
        <translation>Willkommen! Wenn du dran bist, deckst du die oberste Karte eines Nachziehstapels auf einem deiner zwei Spielstapel auf, für alle sichtbar. Klicke auf den markierten Nachziehstapel, um deine erste Karte aufzudecken.</translation>
    </message>
    <message>
        <source>Click the framed draw pile to flip your first card onto your left pile.</source>
        <translation>Klicke auf den markierten Nachziehstapel, um deine erste Karte auf deinem linken Spielstapel aufzudecken.</translation>
    </message>
    <message>
        <source>Each card has a symbol and a category. Flip the next card onto your right pile: click that pile, then the draw pile. Watch the symbols!</source>
        <translation>Jede Karte hat ein Symbol und eine Kategorie. Decke die nächste Karte auf deinem rechten Spielstapel auf: Klicke erst auf diesen Stapel, dann auf den Nachziehstapel. Achte auf die Symbole!</translation>
    </message>
    <message>
        <source>Keys: → to choose the right pile, then Space.</source>
        <translation>Tasten: → wählt den rechten Stapel, dann Leertaste.</translation>
    </message>
    <message>
        <source>Flip the next card onto your right play pile.</source>
        <translation>Decke die nächste Karte auf deinem rechten Spielstapel auf.</translation>
    </message>
    <message>
        <source>Your new card and the computer&apos;s both show a cross: a duel! Name something from the category on the computer&apos;s card, An item of clothing. The first correct answer wins that card.</source>
        <translation>Deine neue Karte und die des Computers zeigen beide ein Kreuz: ein Duell! Nenne etwas aus der Kategorie auf der Karte des Computers, Ein Kleidungsstück. Die erste richtige Antwort gewinnt diese Karte.</translation>
    </message>
    <message>
        <source>Keys: type an answer, e.g. jeans, then Enter.</source>
        <translation>Tasten: Tippe eine Antwort, z. B. Jeans, dann Enter.</translation>
    </message>
    <message>
        <source>Type an item of clothing and press Enter.</source>
        <translation>Tippe ein Kleidungsstück und drücke Enter.</translation>
    </message>
    <message>
        <source>You won! The card went to your won pile: most won cards wins the game. The computer has flipped again. Your turn: flip the next card.</source>
        <translation>Gewonnen! Die Karte liegt jetzt bei deinen gewonnenen Karten: Wer die meisten hat, gewinnt das Spiel. Der Computer hat wieder aufgedeckt. Du bist dran: Decke die nächste Karte auf.</translation>
    </message>
    <message>
        <source>Flip the next card from the framed draw pile.</source>
        <translation>Decke die nächste Karte vom markierten Nachziehstapel auf.</translation>
    </message>
    <message>
        <source>A joker! While it lies in the middle, its two symbols count as the same. So your cross now matches the computer&apos;s diamond: name A kind of weather.</source>
        <translation>Ein Joker! Solange er in der Mitte liegt, gelten seine zwei Symbole als gleich. Dein Kreuz passt also jetzt zur Raute des Computers: Nenne Ein Wetterphänomen.</translation>
    </message>
    <message>
        <source>Keys: type an answer, e.g. tornado, then Enter.</source>
        <translation>Tasten: Tippe eine Antwort, z. B. Tornado, dann Enter.</translation>
    </message>
    <message>
        <source>Type a kind of weather and press Enter.</source>
        <translation>Tippe ein Wetterphänomen und drücke Enter.</translation>
    </message>
    <message>
        <source>Whoever draws a joker draws again. Flip onto your right pile, then watch: the computer races you too.</source>
        <translation>Wer einen Joker zieht, zieht noch einmal. Decke auf deinem rechten Spielstapel auf und schau dann zu: Auch der Computer will zuerst antworten.</translation>
    </message>
    <message>
        <source>Keys: → if the left pile is chosen, then Space.</source>
        <translation>Tasten: → falls der linke Stapel gewählt ist, dann Leertaste.</translation>
    </message>
    <message>
        <source>The computer&apos;s vegetable matched your dessert, and the computer answered first: it took your card. Only the fastest correct answer wins. Flip your next card onto either pile.</source>
        <translation>Die Gemüse-Karte des Computers passte zu deiner Nachtisch-Karte, und der Computer hat zuerst geantwortet: Er hat deine Karte genommen. Nur die schnellste richtige Antwort gewinnt. Decke deine nächste Karte auf einem beliebigen Stapel auf.</translation>
    </message>
    <message>
        <source>Click your Fire 5 to activate it.</source>
        <translation>Klicke auf Feuer 5, um ihn zu aktivieren.</translation>
    </message>
    <message>
        <source>The computer scored 1 for holding location 5 alone. Click Check &amp; Draw: it scores 1 Riftforce for each location only you hold, then refills your hand to 7.</source>
        <translation>Der Computer bekam 1, weil er Ort 5 allein hält. Klicke auf Überprüfen &amp; Nachziehen: Das bringt 1 Riftforce für jeden Ort, den nur du hältst, und füllt deine Hand dann auf 7 auf.</translation>
    </message>
    <message>
        <source>Keys: C.</source>
        <translation>Tasten: C.</translation>
    </message>
    <message>
        <source>Click Check &amp; Draw.</source>
        <translation>Klicke auf Überprüfen &amp; Nachziehen.</translation>
    </message>
    <message>
        <source>Your royal house is the J, Q and K of one suit. If all three are defeated, you lose. Choose hearts.</source>
        <translation>Dein Königshaus sind B, D und K einer Farbe. Werden alle drei besiegt, verlierst du. Wähle Herz.</translation>
    </message>
    <message>
        <source>Keys: 2 (the houses are 1–4).</source>
        <translation>Tasten: 2 (die Häuser sind 1–4).</translation>
    </message>
    <message>
        <source>Choose hearts as your royal house.</source>
        <translation>Wähle Herz als dein Königshaus.</translation>
    </message>
    <message>
        <source>Your Active card takes the attacks: a house card, or a hero (a face card of a free suit). The Q♥ is toughest (35 points). Drag it to your Active slot.</source>
        <translation>Deine aktive Karte fängt die Angriffe ab: eine Karte deines Königshauses oder ein Held (eine Bildkarte einer freien Farbe). Die D♥ ist am zähesten (35 Punkte). Zieh sie auf den Platz für deine aktive Karte.</translation>
    </message>
    <message>
        <source>Keys: ←/→ to the Q♥, then Enter.</source>
        <translation>Tasten: ←/→ zur D♥, dann Enter.</translation>
    </message>
    <message>
        <source>Drag the Q♥ to your Active slot.</source>
        <translation>Zieh die D♥ auf den Platz für deine aktive Karte.</translation>
    </message>
    <message>
        <source>You rolled higher and start. Attack the computer&apos;s J♣ with number cards of one suit, never its own suit (clubs). Select the 3♠ and 6♠, then drag them onto it.</source>
        <translation>Du hast höher gewürfelt und beginnst. Greif den B♣ des Computers mit Zahlenkarten einer Farbe an, nie in seiner eigenen Farbe (Kreuz). Markiere die 3♠ und die 6♠, dann zieh sie auf ihn.</translation>
    </message>
    <message>
        <source>Keys: ←/→ and Space select each, then A.</source>
        <translation>Tasten: ←/→ und Leertaste markieren jede Karte, dann A.</translation>
    </message>
    <message>
        <source>Attack the J♣ with the 3♠ and 6♠.</source>
        <translation>Greif den B♣ mit der 3♠ und der 6♠ an.</translation>
    </message>
    <message>
        <source>The computer hit your Q♥: its cards lie on it as damage. Heal with a number card of the Q♥&apos;s suit: drag the 9♥ onto your Q♥.</source>
        <translation>Der Computer hat deine D♥ getroffen: Seine Karten liegen als Schaden auf ihr. Heile mit einer Zahlenkarte in der Farbe der D♥: Zieh die 9♥ auf deine D♥.</translation>
    </message>
    <message>
        <source>Keys: ←/→ to the 9♥, Space, then H.</source>
        <translation>Tasten: ←/→ zur 9♥, Leertaste, dann H.</translation>
    </message>
    <message>
        <source>Drag the 9♥ onto your Q♥ to heal it.</source>
        <translation>Zieh die 9♥ auf deine D♥, um sie zu heilen.</translation>
    </message>
    <message>
        <source>A heal of 9 removes damage cards worth at most 9 together. The 2♠ and 5♠ (7) are chosen: click Remove 7 damage.</source>
        <translation>Eine Heilung von 9 entfernt Schadenskarten im Wert von zusammen höchstens 9. Die 2♠ und die 5♠ (7) sind gewählt: Klick auf 7 Schaden entfernen.</translation>
    </message>
    <message>
        <source>Keys: Enter.</source>
        <translation>Tasten: Enter.</translation>
    </message>
    <message>
        <source>Remove the 2♠ and 5♠ from your Q♥.</source>
        <translation>Entferne die 2♠ und die 5♠ von deiner D♥.</translation>
    </message>
    <message>
        <source>A heal may go on with more cards, one at a time, but your Q♥ is whole again. End the heal, which ends your move.</source>
        <translation>Eine Heilung kann mit weiteren Karten weitergehen, eine nach der anderen, aber deine D♥ ist wieder unversehrt. Beende das Heilen, damit endet dein Zug.</translation>
    </message>
    <message>
        <source>Keys: X.</source>
        <translation>Tasten: X.</translation>
    </message>
    <message>
        <source>Click End heal to finish your move.</source>
        <translation>Klick auf Heilen beenden, um deinen Zug zu beenden.</translation>
    </message>
    <message>
        <source>Your Q♥ has only 16 points left. Let it rest in the Infirmary (Sjukstuga): drag it there, then drag the K♥ to your Active slot.</source>
        <translation>Deine D♥ hat nur noch 16 Punkte. Lass sie im Lazarett (Sjukstuga) ruhen: Zieh sie dorthin, dann zieh den K♥ auf den Platz für deine aktive Karte.</translation>
    </message>
    <message>
        <source>Keys: ←/→ to the K♥, Space, then R.</source>
        <translation>Tasten: ←/→ zum K♥, Leertaste, dann R.</translation>
    </message>
    <message>
        <source>Retreat the Q♥ to the Infirmary and make the K♥ your Active card.</source>
        <translation>Zieh die D♥ ins Lazarett zurück und mach den K♥ zu deiner aktiven Karte.</translation>
    </message>
    <message>
        <source>Weak cards? Exchange them: discard cards of one suit and draw as many. Select the A♦ and 2♦, then drag them to the discard pile.</source>
        <translation>Schwache Karten? Tausche sie: Wirf Karten einer Farbe ab und zieh ebenso viele nach. Markiere das A♦ und die 2♦, dann zieh sie auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>Keys: ←/→ and Space select each, then E.</source>
        <translation>Tasten: ←/→ und Leertaste markieren jede Karte, dann E.</translation>
    </message>
    <message>
        <source>Drag the A♦ and 2♦ to the discard pile.</source>
        <translation>Zieh das A♦ und die 2♦ auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>A Joker joins any attack, dealing the sum of two dice (0–9); double zero gives it to the defender. Drag the 9♠ and Joker onto the J♣ to make it your trophy.</source>
        <translation>Ein Joker passt in jeden Angriff und richtet die Summe zweier Würfel (0–9) als Schaden an; bei Doppelnull bekommt ihn der Verteidiger. Zieh die 9♠ und den Joker auf den B♣, dann wird er deine Trophäe.</translation>
    </message>
    <message>
        <source>Attack the J♣ with the 9♠ and the Joker.</source>
        <translation>Greif den B♣ mit der 9♠ und dem Joker an.</translation>
    </message>
    <message>
        <source>Supertrumf Fantasy: a guided first game</source>
        <translation>Supertrumf Fantasy: eine geführte erste Partie</translation>
    </message>
    <message>
        <source>36 beats the Giant&apos;s 28: you win the round! That is Supertrumf: name a property, put out a figure with an object, the highest value takes the cards. Whoever has won the most cards at the end wins.</source>
        <translation>36 schlägt 28 (Riese): Du gewinnst die Runde! So geht Supertrumf: eine Eigenschaft ansagen, eine Figur mit einem Gegenstand auslegen, der höchste Wert nimmt die Karten. Wer am Ende die meisten Karten gewonnen hat, gewinnt.</translation>
    </message>
    <message>
        <source>You lead, so you name the property this round is played for. Your Knight has Strength 16 and the Holy sword adds 10 to Strength. Click Strength.</source>
        <translation>Du sagst an, also nennst du die Eigenschaft, um die es in dieser Runde geht. Dein Ritter hat Stärke 16, und Heiliges Schwert gibt 10 Stärke dazu. Klicke auf Stärke.</translation>
    </message>
    <message>
        <source>Keys: 1.</source>
        <translation>Tasten: 1.</translation>
    </message>
    <message>
        <source>Name Strength: your Knight and Holy sword are strong there.</source>
        <translation>Sag Stärke an: Dort sind dein Ritter und Heiliges Schwert stark.</translation>
    </message>
    <message>
        <source>The computer has put out face down; the leader goes last. Click the Knight and the Holy sword, then drag them to your place: 16&#xa0;+&#xa0;10&#xa0;=&#xa0;26.</source>
        <translation>Der Computer hat verdeckt ausgelegt; wer ansagt, legt zuletzt aus. Klicke auf Ritter und Heiliges Schwert und ziehe sie dann auf deinen Platz: 16&#xa0;+&#xa0;10&#xa0;=&#xa0;26.</translation>
    </message>
    <message>
        <source>Keys: ←/→ and Space select each, Enter puts out.</source>
        <translation>Tasten: ←/→ und Leertaste markieren jede Karte, Enter legt aus.</translation>
    </message>
    <message>
        <source>Put out the Knight together with the Holy sword.</source>
        <translation>Lege Ritter und Heiliges Schwert zusammen aus.</translation>
    </message>
    <message>
        <source>Both plays were turned up: your 26 beat the Warlord&apos;s 18, so you won all three cards and lead again. Your Troll has Physique 28: name Physique.</source>
        <translation>Beide Auslagen wurden aufgedeckt: Deine 26 schlagen Heerführer mit 18, also gewinnst du alle drei Karten und sagst wieder an. Dein Troll hat Konstitution 28: Sag Konstitution an.</translation>
    </message>
    <message>
        <source>Keys: 2.</source>
        <translation>Tasten: 2.</translation>
    </message>
    <message>
        <source>Name Physique for your Troll&apos;s 28.</source>
        <translation>Sag Konstitution an – dein Troll hat dort 28.</translation>
    </message>
    <message>
        <source>One card alone is a play too: drag the Troll to your place, or double-click it.</source>
        <translation>Auch eine einzelne Karte ist eine Auslage: Ziehe Troll auf deinen Platz oder doppelklicke darauf.</translation>
    </message>
    <message>
        <source>Keys: ←/→ to the Troll, Enter.</source>
        <translation>Tasten: ←/→ zum Troll, Enter.</translation>
    </message>
    <message>
        <source>Put out the Troll.</source>
        <translation>Lege Troll aus.</translation>
    </message>
    <message>
        <source>A tie! The Dwarf smith with Chain mail also made 28. Tied cards wait in the pot and the same leader names again. Your Unicorn and Spellbook make Magic 29: name Magic.</source>
        <translation>Unentschieden! Zwergenschmied mit Kettenhemd ergab ebenfalls 28. Die Karten warten im Pott, und wer ansagt, sagt erneut an. Einhorn und Zauberbuch ergeben Magie 29: Sag Magie an.</translation>
    </message>
    <message>
        <source>Keys: 3.</source>
        <translation>Tasten: 3.</translation>
    </message>
    <message>
        <source>Name Magic for your Unicorn and Spellbook.</source>
        <translation>Sag Magie an für Einhorn und Zauberbuch.</translation>
    </message>
    <message>
        <source>Put out the Unicorn with the Spellbook: 23&#xa0;+&#xa0;6&#xa0;=&#xa0;29. The winner of this round also takes the pot.</source>
        <translation>Lege Einhorn und Zauberbuch aus: 23&#xa0;+&#xa0;6&#xa0;=&#xa0;29. Wer diese Runde gewinnt, bekommt auch den Pott.</translation>
    </message>
    <message>
        <source>Put out the Unicorn together with the Spellbook.</source>
        <translation>Lege Einhorn und Zauberbuch zusammen aus.</translation>
    </message>
    <message>
        <source>29 beat the Vampire&apos;s 15, and the pot is yours. After each round the winner draws 1 card, the others 2. Your Skeleton warrior has Physique 28: name Physique.</source>
        <translation>29 schlägt Vampir mit 15, und der Pott gehört dir. Nach jeder Runde zieht der Gewinner 1 Karte, alle anderen 2. Dein Skelettkrieger hat Konstitution 28: Sag Konstitution an.</translation>
    </message>
    <message>
        <source>Name Physique for your Skeleton warrior&apos;s 28.</source>
        <translation>Sag Konstitution an – dein Skelettkrieger hat dort 28.</translation>
    </message>
    <message>
        <source>Put out the Skeleton warrior. 28 is strong, but watch the reveal.</source>
        <translation>Lege Skelettkrieger aus. 28 ist stark, aber achte auf das Aufdecken.</translation>
    </message>
    <message>
        <source>Keys: ←/→ to the Skeleton warrior, Enter.</source>
        <translation>Tasten: ←/→ zum Skelettkrieger, Enter.</translation>
    </message>
    <message>
        <source>Put out the Skeleton warrior.</source>
        <translation>Lege Skelettkrieger aus.</translation>
    </message>
    <message>
        <source>Knife in the back is a super-trump: it beats every value. Now the computer leads; it named Strength. You put out first: Dragon with Battle axe, 30&#xa0;+&#xa0;6&#xa0;=&#xa0;36.</source>
        <translation>Dolch im Rücken ist ein Supertrumpf: Er schlägt jeden Wert. Jetzt sagt der Computer an; er hat Stärke angesagt. Du legst zuerst aus: Drache mit Streitaxt, 30&#xa0;+&#xa0;6&#xa0;=&#xa0;36.</translation>
    </message>
    <message>
        <source>Put out the Dragon together with the Battle axe.</source>
        <translation>Lege Drache und Streitaxt zusammen aus.</translation>
    </message>
    <message>
        <source>Supertrumf Fantasy: Blixtduell</source>
        <translation>Supertrumf Fantasy: Blixtduell</translation>
    </message>
    <message>
        <source>Two of your four prize cards taken! On a tie nobody takes a prize card, both draw 2 and the dice decide the lead again. The first to take all 4 prize cards wins.</source>
        <translation>Zwei deiner vier Preiskarten genommen! Bei Unentschieden nimmt niemand eine Preiskarte, beide ziehen 2, und die Würfel entscheiden neu, wer ansagt. Wer zuerst alle 4 Preiskarten genommen hat, gewinnt.</translation>
    </message>
    <message>
        <source>Blixtduell: each of you has 4 prize cards face down that nobody may look at. Win a round to take one; take all 4 to win. You may swap your hand first; this one is good: keep it.</source>
        <translation>Blixtduell: Jeder von euch hat 4 verdeckte Preiskarten, die niemand ansehen darf. Gewinne eine Runde, um eine zu nehmen; nimm alle 4, um zu gewinnen. Zuerst darfst du deine Hand tauschen; diese ist gut: Behalte sie.</translation>
    </message>
    <message>
        <source>Keep this hand: it is a good one.</source>
        <translation>Behalte diese Hand: Sie ist gut.</translation>
    </message>
    <message>
        <source>The dice decide who leads: your 4 beat 2, so you name the property. Your Giant and Battle axe make Strength 28&#xa0;+&#xa0;6&#xa0;=&#xa0;34: name Strength.</source>
        <translation>Die Würfel entscheiden, wer ansagt: Deine 4 schlägt die 2, also nennst du die Eigenschaft. Riese und Streitaxt ergeben Stärke 28&#xa0;+&#xa0;6&#xa0;=&#xa0;34: Sag Stärke an.</translation>
    </message>
    <message>
        <source>Name Strength for your Giant and Battle axe.</source>
        <translation>Sag Stärke an für Riese und Streitaxt.</translation>
    </message>
    <message>
        <source>Put out the Giant with the Battle axe. If you win, you take your top prize card into your hand.</source>
        <translation>Lege Riese und Streitaxt aus. Gewinnst du, nimmst du deine oberste Preiskarte auf die Hand.</translation>
    </message>
    <message>
        <source>Put out the Giant together with the Battle axe.</source>
        <translation>Lege Riese und Streitaxt zusammen aus.</translation>
    </message>
    <message>
        <source>You won: your first prize card, the Archmage, is now in your hand. The loser draws 2 cards instead. Archmage and Ring of wisdom make Intelligence 37: name Intelligence.</source>
        <translation>Gewonnen: Deine erste Preiskarte, Erzmagier, ist jetzt auf deiner Hand. Wer verliert, zieht stattdessen 2 Karten. Erzmagier und Ring der Weisheit ergeben Intelligenz 37: Sag Intelligenz an.</translation>
    </message>
    <message>
        <source>Keys: 4.</source>
        <translation>Tasten: 4.</translation>
    </message>
    <message>
        <source>Name Intelligence for your Archmage and Ring of wisdom.</source>
        <translation>Sag Intelligenz an für Erzmagier und Ring der Weisheit.</translation>
    </message>
    <message>
        <source>Put out the Archmage with the Ring of wisdom to win your second prize card.</source>
        <translation>Lege Erzmagier und Ring der Weisheit aus, um deine zweite Preiskarte zu gewinnen.</translation>
    </message>
    <message>
        <source>Put out the Archmage together with the Ring of wisdom.</source>
        <translation>Lege Erzmagier und Ring der Weisheit zusammen aus.</translation>
    </message>
</context>
<context>
    <name>TutorialOffers</name>
    <message>
        <source>&amp;Offer guided first games</source>
        <translation>&amp;Geführte erste Partien anbieten</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>New to {game}? Learn to play in about 3 minutes, on a guided deal.</source>
        <translation>Neu bei {game}? Lerne das Spiel in etwa 3 Minuten in einer geführten Partie.</translation>
    </message>
    <message>
        <source>You can find it later on the welcome page and in the New Game dialog.</source>
        <translation>Du findest die geführte Partie später auf der Startseite und im Dialog „Neues Spiel“.</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>Spielen &amp;lernen</translation>
    </message>
    <message>
        <source>&amp;Play now</source>
        <translation>Jetzt s&amp;pielen</translation>
    </message>
</context>
<context>
    <name>WaitingBanner</name>
    <message>
        <source>{name} is back.</source>
        <extracomment>how long &quot;{name} is back.&quot; stays the host lets a computer at this level (the combo&apos;s data) play the missing seat the host waits another round of the same length</extracomment>
        <translation>{name} ist zurück.</translation>
    </message>
    <message>
        <source>Waiting for {name} to reconnect ({time})…</source>
        <translation>Warte, bis {name} sich wieder verbindet ({time})…</translation>
    </message>
    <message>
        <source>{name} has not come back.</source>
        <translation>{name} ist nicht zurückgekommen.</translation>
    </message>
    <message>
        <source>{name} has not come back. The host decides how to go on.</source>
        <translation>{name} ist nicht zurückgekommen. Der Gastgeber entscheidet, wie es weitergeht.</translation>
    </message>
    <message>
        <source>&amp;Let a computer play</source>
        <translation>&amp;Computer spielen lassen</translation>
    </message>
    <message>
        <source>The computer&apos;s level</source>
        <translation>Stufe des Computers</translation>
    </message>
    <message>
        <source>&amp;Wait longer</source>
        <translation>Länger &amp;warten</translation>
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
        <translation>Vier Kartenspiele an einem Computer – spielt abwechselnd mit Freunden oder gegen den Computer.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>Warlord</source>
        <extracomment>Swedish display names of the properties (as printed on the cards).</extracomment>
        <translation>Heerführer</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Ritter</translation>
    </message>
    <message>
        <source>Archer</source>
        <translation>Bogenschütze</translation>
    </message>
    <message>
        <source>Assassin</source>
        <translation>Meuchelmörder</translation>
    </message>
    <message>
        <source>Archmage</source>
        <translation>Erzmagier</translation>
    </message>
    <message>
        <source>Wizard</source>
        <translation>Zauberer</translation>
    </message>
    <message>
        <source>Witch</source>
        <translation>Hexe</translation>
    </message>
    <message>
        <source>Necromancer</source>
        <translation>Nekromant</translation>
    </message>
    <message>
        <source>Elf queen</source>
        <translation>Elfenkönigin</translation>
    </message>
    <message>
        <source>Elf warrior</source>
        <translation>Elfenkrieger</translation>
    </message>
    <message>
        <source>Dwarf king</source>
        <translation>Zwergenkönig</translation>
    </message>
    <message>
        <source>Dwarf smith</source>
        <translation>Zwergenschmied</translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation>Drache</translation>
    </message>
    <message>
        <source>Giant</source>
        <translation>Riese</translation>
    </message>
    <message>
        <source>Troll</source>
        <translation>Troll</translation>
    </message>
    <message>
        <source>Werewolf</source>
        <translation>Werwolf</translation>
    </message>
    <message>
        <source>Vampire</source>
        <translation>Vampir</translation>
    </message>
    <message>
        <source>Wraith</source>
        <translation>Gespenst</translation>
    </message>
    <message>
        <source>Skeleton warrior</source>
        <translation>Skelettkrieger</translation>
    </message>
    <message>
        <source>Orc chieftain</source>
        <translation>Orkhäuptling</translation>
    </message>
    <message>
        <source>Phoenix</source>
        <translation>Phönix</translation>
    </message>
    <message>
        <source>Griffin</source>
        <translation>Greif</translation>
    </message>
    <message>
        <source>Unicorn</source>
        <translation>Einhorn</translation>
    </message>
    <message>
        <source>Sea serpent</source>
        <translation>Seeschlange</translation>
    </message>
    <message>
        <source>Holy sword</source>
        <translation>Heiliges Schwert</translation>
    </message>
    <message>
        <source>Battle axe</source>
        <translation>Streitaxt</translation>
    </message>
    <message>
        <source>Elixir</source>
        <translation>Elixier</translation>
    </message>
    <message>
        <source>Chain mail</source>
        <translation>Kettenhemd</translation>
    </message>
    <message>
        <source>Magic staff</source>
        <translation>Zauberstab</translation>
    </message>
    <message>
        <source>Spellbook</source>
        <translation>Zauberbuch</translation>
    </message>
    <message>
        <source>Ring of wisdom</source>
        <translation>Ring der Weisheit</translation>
    </message>
    <message>
        <source>Crystal ball</source>
        <translation>Kristallkugel</translation>
    </message>
    <message>
        <source>Seven-league boots</source>
        <translation>Siebenmeilenstiefel</translation>
    </message>
    <message>
        <source>Flying carpet</source>
        <translation>Fliegender Teppich</translation>
    </message>
    <message>
        <source>Poisoned dagger</source>
        <translation>Vergifteter Dolch</translation>
    </message>
    <message>
        <source>Knife in the back</source>
        <translation>Dolch im Rücken</translation>
    </message>
</context>
<context>
    <name>catalog</name>
    <message>
        <source>2–4 players, the classic game: the round&apos;s winner takes the cards played, most cards wins</source>
        <extracomment>``make_search(iterations=, ms=, c=, should_stop=, …)``: the game&apos;s Hard player or a variant ``explain(decision, action, rng)``: the game&apos;s own reason for a hint (None: none fits) ``seat_options(humans)``: options that follow from which seats are people the levels every game offers, weakest first (Ordet fanger&apos;s bots line up with them) Ordet fanger&apos;s computer players, weakest first</extracomment>
        <translation>2–4 Spieler, das klassische Spiel: Wer die Runde gewinnt, nimmt die ausgespielten Karten; die meisten Karten gewinnen</translation>
    </message>
    <message>
        <source>Two players, a quick duel with prize cards: win a round to take one, take all four to win</source>
        <translation>Zwei Spieler, ein schnelles Duell mit Preiskarten: Gewinne eine Runde, um eine zu nehmen; nimm alle vier, um zu gewinnen</translation>
    </message>
    <message>
        <source>Name a property, play your best figure — and beware the super-trumps.</source>
        <translation>Sag eine Eigenschaft an, spiel deine beste Figur – und hüte dich vor den Supertrümpfen.</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Zwei Spieler</translation>
    </message>
    <message>
        <source>Defend your royal house and storm your opponent&apos;s castle with cards and dice.</source>
        <translation>Verteidige dein Königshaus und stürme die Burg deines Gegners mit Karten und Würfeln.</translation>
    </message>
    <message>
        <source>Draft four guilds of elementals and fight for the five locations of the Rift.</source>
        <translation>Wähle vier Gilden von Elementaren und kämpfe um die fünf Orte des Rifts.</translation>
    </message>
    <message>
        <source>2–6 players</source>
        <translation>2–6 Spieler</translation>
    </message>
    <message>
        <source>Matching symbols start a duel: be the first to name an example of your opponent&apos;s category.</source>
        <translation>Gleiche Symbole lösen ein Duell aus: Nenne als Erster ein Beispiel für die Kategorie deines Gegners.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Beginner (random)</source>
        <translation>Anfänger (zufällig)</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>The file is not a Tabletop save.</source>
        <translation>Die Datei ist kein Tabletop-Spielstand.</translation>
    </message>
    <message>
        <source>The save has no valid format version.</source>
        <translation>Der Spielstand hat keine gültige Formatversion.</translation>
    </message>
    <message>
        <source>The save was written by a newer version of Tabletop (format {version}; this version reads up to {supported}). Please update Tabletop.</source>
        <translation>Der Spielstand wurde mit einer neueren Version von Tabletop erstellt (Format {version}; diese Version liest bis Format {supported}). Bitte aktualisiere Tabletop.</translation>
    </message>
    <message>
        <source>Unknown save format version {version}.</source>
        <translation>Unbekannte Formatversion {version} des Spielstands.</translation>
    </message>
    <message>
        <source>The save is for an unknown game ({game}).</source>
        <translation>Der Spielstand gehört zu einem unbekannten Spiel ({game}).</translation>
    </message>
    <message>
        <source>The game {game} is not available in this version.</source>
        <translation>Das Spiel {game} ist in dieser Version nicht verfügbar.</translation>
    </message>
    <message>
        <source>The save&apos;s options are missing or damaged.</source>
        <translation>Die Optionen des Spielstands fehlen oder sind beschädigt.</translation>
    </message>
    <message>
        <source>The save&apos;s seed is missing or damaged.</source>
        <translation>Der Startwert des Spielstands fehlt oder ist beschädigt.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file.</source>
        <translation>{path} ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <source>You are not allowed to read the file {path}.</source>
        <translation>Du darfst die Datei {path} nicht lesen.</translation>
    </message>
    <message>
        <source>{path} is not an ordinary file (it may be a device or a pipe).</source>
        <translation>{path} ist keine gewöhnliche Datei (vielleicht ein Gerät oder eine Pipe).</translation>
    </message>
    <message>
        <source>The file is too large (more than {limit} MB).</source>
        <translation>Die Datei ist zu groß (mehr als {limit} MB).</translation>
    </message>
    <message>
        <source>The file is not text.</source>
        <translation>Die Datei ist kein Text.</translation>
    </message>
    <message>
        <source>The file&apos;s data is nested far too deeply.</source>
        <translation>Die Daten der Datei sind viel zu tief verschachtelt.</translation>
    </message>
    <message>
        <source>The file contains an impossible number.</source>
        <translation>Die Datei enthält eine unmögliche Zahl.</translation>
    </message>
    <message>
        <source>The file is damaged at line {line}.</source>
        <translation>Die Datei ist in Zeile {line} beschädigt.</translation>
    </message>
    <message>
        <source>{path} is not an ordinary file (it may be a device or a pipe) and cannot be a save.</source>
        <translation>{path} ist keine gewöhnliche Datei (vielleicht ein Gerät oder eine Pipe) und kann kein Spielstand sein.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a save.</source>
        <translation>{path} ist ein Ordner, kein Spielstand.</translation>
    </message>
    <message>
        <source>The file is too large to be a save (more than {limit} MB).</source>
        <translation>Die Datei ist zu groß für einen Spielstand (mehr als {limit} MB).</translation>
    </message>
    <message>
        <source>The file is not a valid save (it contains an impossible number).</source>
        <translation>Die Datei ist kein gültiger Spielstand (sie enthält eine unmögliche Zahl).</translation>
    </message>
    <message>
        <source>The file is not a valid save (its data is nested far too deeply).</source>
        <translation>Die Datei ist kein gültiger Spielstand (ihre Daten sind viel zu tief verschachtelt).</translation>
    </message>
    <message>
        <source>The file is not a valid save (damaged at line {line}).</source>
        <translation>Die Datei ist kein gültiger Spielstand (beschädigt in Zeile {line}).</translation>
    </message>
    <message>
        <source>The save contains data this version of Tabletop does not know.</source>
        <translation>Der Spielstand enthält Daten, die diese Version von Tabletop nicht kennt.</translation>
    </message>
    <message>
        <source>The save does not say which game it is for.</source>
        <translation>Der Spielstand gibt nicht an, zu welchem Spiel er gehört.</translation>
    </message>
    <message>
        <source>The save&apos;s list of moves is missing or damaged.</source>
        <translation>Die Zugliste des Spielstands fehlt oder ist beschädigt.</translation>
    </message>
    <message>
        <source>The save&apos;s list of moves is too long to be real.</source>
        <translation>Die Zugliste des Spielstands ist zu lang, um echt zu sein.</translation>
    </message>
    <message>
        <source>Move {number} in the save is damaged.</source>
        <translation>Zug {number} im Spielstand ist beschädigt.</translation>
    </message>
    <message>
        <source>The save&apos;s metadata is damaged.</source>
        <translation>Die Metadaten des Spielstands sind beschädigt.</translation>
    </message>
    <message>
        <source>A player&apos;s name in the save is too long (at most {limit} characters).</source>
        <translation>Ein Spielername im Spielstand ist zu lang (höchstens {limit} Zeichen).</translation>
    </message>
    <message>
        <source>The save&apos;s list of players is damaged.</source>
        <translation>Die Spielerliste des Spielstands ist beschädigt.</translation>
    </message>
    <message>
        <source>Move {number} in the save is not legal in that position: {detail}</source>
        <translation>Zug {number} im Spielstand ist in dieser Stellung nicht erlaubt: {detail}</translation>
    </message>
    <message>
        <source>The file {path} does not exist.</source>
        <extracomment>Longest number, in digits, anywhere in such a file (a save&apos;s seed is at most 128-bit). a generic message per kind (context &quot;engine&quot;); ``{path}``, ``{limit}`` (MB), ``{detail}`` and ``{line}`` are filled from the error&apos;s parameters
----------
the longest seat name a save (or the app) keeps; longer names are cut. Why a limit: a name is painted on name plates, piles and the status line, and a file can carry any string the longest name a save may hold at all: longer ones are cut to ``MAX_NAME_LENGTH`` on loading (an edited name must not cost the game), absurd ones mean a damaged file the save&apos;s words for each problem of the guarded reader (``engine.jsonfile``)</extracomment>
        <translation>Die Datei {path} existiert nicht.</translation>
    </message>
    <message>
        <source>The file is not a valid save (not text).</source>
        <translation>Die Datei ist kein gültiger Spielstand (kein Text).</translation>
    </message>
    <message>
        <source>The file could not be read: {detail}.</source>
        <translation>Die Datei konnte nicht gelesen werden: {detail}.</translation>
    </message>
    <message>
        <source>House cards cannot attack ({card}).</source>
        <translation>Karten des Königshauses können nicht angreifen ({card}).</translation>
    </message>
    <message>
        <source>{card} has the same suit as the target; cards of the target&apos;s suit cannot attack it.</source>
        <translation>{card} hat dieselbe Farbe wie das Ziel; Karten in der Farbe des Ziels können es nicht angreifen.</translation>
    </message>
    <message>
        <source>Jokers have no suit and cannot be exchanged.</source>
        <translation>Joker haben keine Farbe und können nicht getauscht werden.</translation>
    </message>
    <message>
        <source>House cards can never be exchanged ({card}).</source>
        <translation>Karten des Königshauses dürfen nie getauscht werden ({card}).</translation>
    </message>
    <message>
        <source>A Joker can heal only a card with 10 or fewer points remaining ({points} remain).</source>
        <translation>Ein Joker kann nur eine Karte heilen, die noch 10 oder weniger Punkte hat (noch {points}).</translation>
    </message>
    <message>
        <source>House cards cannot heal ({card}).</source>
        <translation>Karten des Königshauses können nicht heilen ({card}).</translation>
    </message>
    <message>
        <source>{card} cannot heal {target}: number cards heal only cards of their own suit.</source>
        <translation>{card} kann {target} nicht heilen: Zahlenkarten heilen nur Karten ihrer eigenen Farbe.</translation>
    </message>
    <message>
        <source>Only a face card (J, Q, K) can be the Active card, not {card}.</source>
        <translation>Nur eine Bildkarte (B, D, K) kann aktive Karte sein, nicht {card}.</translation>
    </message>
    <message>
        <source>Unknown heal target {target}.</source>
        <translation>Unbekanntes Heilziel {target}.</translation>
    </message>
    <message>
        <source>There is no card to heal there.</source>
        <translation>Dort gibt es keine Karte zum Heilen.</translation>
    </message>
    <message>
        <source>{card} has no damage to heal.</source>
        <translation>{card} hat keinen Schaden, der geheilt werden könnte.</translation>
    </message>
    <message>
        <source>Choose at least one card.</source>
        <translation>Wähle mindestens eine Karte.</translation>
    </message>
    <message>
        <source>List each card once, in increasing order.</source>
        <translation>Nenne jede Karte nur einmal, in aufsteigender Reihenfolge.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} ist nicht auf deiner Hand.</translation>
    </message>
    <message>
        <source>All cards must share one suit.</source>
        <translation>Alle Karten müssen dieselbe Farbe haben.</translation>
    </message>
    <message>
        <source>Unknown action.</source>
        <translation>Unbekannte Aktion.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <extracomment>typed answers and their times are the caller&apos;s (``core``: open-ended kinds)</extracomment>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>No card may be drawn while a duel is open.</source>
        <translation>Während eines offenen Duells darf keine Karte gezogen werden.</translation>
    </message>
    <message>
        <source>There is no draw pile {pile}.</source>
        <translation>Es gibt keinen Nachziehstapel {pile}.</translation>
    </message>
    <message>
        <source>Draw pile {pile} is empty.</source>
        <translation>Nachziehstapel {pile} ist leer.</translation>
    </message>
    <message>
        <source>You have no play pile {slot}.</source>
        <translation>Du hast keinen Spielstapel {slot}.</translation>
    </message>
    <message>
        <source>An empty answer does not count.</source>
        <translation>Eine leere Antwort zählt nicht.</translation>
    </message>
    <message>
        <source>Strict judging accepts only answers from the list: {answer}.</source>
        <translation>Bei strenger Bewertung zählen nur Antworten aus der Liste: {answer}.</translation>
    </message>
    <message>
        <source>{answer} is not in the list for this category; the table must confirm it.</source>
        <translation>{answer} steht nicht auf der Liste dieser Kategorie; der Tisch muss die Antwort bestätigen.</translation>
    </message>
    <message>
        <source>{answer} was already given for this category this round.</source>
        <translation>{answer} wurde in dieser Runde für diese Kategorie schon genannt.</translation>
    </message>
    <message>
        <source>The same answer cannot count twice.</source>
        <extracomment>Default pair of removed symbols for three players (the seed&apos;s example: diamond or circle). After this many tie-breaks (flips or re-races) in one duel, two passes void the duel, so a duel nobody can answer still ends. the refusal of an answer that already counts for the seat (``answer_status`` tells it apart)</extracomment>
        <translation>Dieselbe Antwort kann nicht zweimal zählen.</translation>
    </message>
    <message>
        <source>There is no duel to answer.</source>
        <extracomment>a press when no race is open to take it</extracomment>
        <translation>Es gibt kein Duell, in dem geantwortet werden kann.</translation>
    </message>
    <message>
        <source>Sealed answers are pending; the duel is decided by them.</source>
        <extracomment>the answer each pressing seat gave (the collector keeps only times) presses made while the seat&apos;s last one was still being ordered (more answers)</extracomment>
        <translation>Es stehen noch verdeckte Antworten aus; sie entscheiden das Duell.</translation>
    </message>
    <message>
        <source>This duel has had its last tie-break: the table must say who answered first, or that nobody knows.</source>
        <translation>Dieses Duell hatte seinen letzten Stichentscheid: Der Tisch muss sagen, wer zuerst geantwortet hat, oder dass niemand es weiß.</translation>
    </message>
    <message>
        <source>Seat {seat} is not in this duel; only the two duellists can answer.</source>
        <translation>Platz {seat} ist nicht an diesem Duell beteiligt; nur die beiden Duellanten können antworten.</translation>
    </message>
    <message>
        <source>Seat {seat} has already given its answer.</source>
        <translation>Platz {seat} hat schon geantwortet.</translation>
    </message>
    <message>
        <source>Choose one of the two draw piles.</source>
        <translation>Wähle einen der beiden Nachziehstapel.</translation>
    </message>
    <message>
        <source>Choose one of your own play piles.</source>
        <translation>Wähle einen deiner eigenen Spielstapel.</translation>
    </message>
    <message>
        <source>Only the two duellists can answer.</source>
        <translation>Nur die beiden Duellanten können antworten.</translation>
    </message>
    <message>
        <source>An answer time must be more than 0 and at most {limit} seconds.</source>
        <translation>Eine Antwortzeit muss größer als 0 und höchstens {limit} Sekunden sein.</translation>
    </message>
    <message>
        <source>Whether the table counts an answer anyway must be yes or no.</source>
        <translation>Ob der Tisch eine Antwort trotzdem zählt, muss Ja oder Nein sein.</translation>
    </message>
    <message>
        <source>The table must either accept or reject the answer.</source>
        <translation>Der Tisch muss die Antwort entweder annehmen oder ablehnen.</translation>
    </message>
    <message>
        <source>An answer must be written as text.</source>
        <translation>Eine Antwort muss als Text geschrieben werden.</translation>
    </message>
    <message>
        <source>Seat {seat} must give exactly {need} answer(s).</source>
        <translation>Platz {seat} muss genau {need} Antwort(en) geben.</translation>
    </message>
    <message>
        <source>With typed judging an accepted answer needs its text.</source>
        <translation>Bei getippten Antworten braucht eine angenommene Antwort ihren Text.</translation>
    </message>
    <message>
        <source>That action is not possible now.</source>
        <translation>Diese Aktion ist jetzt nicht möglich.</translation>
    </message>
    <message>
        <source>First choose which damage to remove with the heal.</source>
        <translation>Wähle zuerst, welcher Schaden mit der Heilung entfernt wird.</translation>
    </message>
    <message>
        <source>There is no heal value to spend now.</source>
        <translation>Es gibt gerade keinen Heilwert, der verwendet werden kann.</translation>
    </message>
    <message>
        <source>There is no suit {suit}.</source>
        <translation>Es gibt keine Farbe {suit}.</translation>
    </message>
    <message>
        <source>The {suit} house is already taken.</source>
        <translation>Das Königshaus {suit} ist schon vergeben.</translation>
    </message>
    <message>
        <source>The Sjukstuga is occupied; retreat needs it empty.</source>
        <translation>Das Lazarett ist belegt; für einen Rückzug muss es leer sein.</translation>
    </message>
    <message>
        <source>This heal move is healing the other card.</source>
        <translation>Diese Heilaktion heilt gerade die andere Karte.</translation>
    </message>
    <message>
        <source>List each damage entry once, in increasing order.</source>
        <translation>Nenne jeden Schadenseintrag nur einmal, in aufsteigender Reihenfolge.</translation>
    </message>
    <message>
        <source>There is no such damage entry.</source>
        <translation>Diesen Schadenseintrag gibt es nicht.</translation>
    </message>
    <message>
        <source>The chosen damage ({total}) exceeds the heal value ({value}).</source>
        <translation>Der gewählte Schaden ({total}) ist größer als der Heilwert ({value}).</translation>
    </message>
    <message>
        <source>You may pass only when no move is possible.</source>
        <translation>Du darfst nur passen, wenn kein Zug möglich ist.</translation>
    </message>
    <message>
        <source>Cards cannot be put out now: a property must be named first.</source>
        <translation>Jetzt können keine Karten ausgelegt werden: Zuerst muss eine Eigenschaft angesagt werden.</translation>
    </message>
    <message>
        <source>Cards cannot be put out during the mulligan.</source>
        <translation>Während der neuen Hand können keine Karten ausgelegt werden.</translation>
    </message>
    <message>
        <source>A property can only be named by the leader at the start of a round.</source>
        <translation>Eine Eigenschaft kann nur der Ansager zu Beginn einer Runde ansagen.</translation>
    </message>
    <message>
        <source>There is no such property to name.</source>
        <translation>Eine solche Eigenschaft gibt es nicht.</translation>
    </message>
    <message>
        <source>A mulligan is only possible before the first round of Blixtduell.</source>
        <translation>Eine neue Hand ist nur vor der ersten Runde des Blixtduells möglich.</translation>
    </message>
    <message>
        <source>A mulligan choice must be yes or no.</source>
        <translation>Die Wahl bei der neuen Hand muss Ja oder Nein sein.</translation>
    </message>
    <message>
        <source>A play must list card ids.</source>
        <translation>Ein Ausspielen muss Karten-IDs angeben.</translation>
    </message>
    <message>
        <source>Put out one card, or one figure and one object ({count} given).</source>
        <translation>Lege eine Karte oder eine Figur und einen Gegenstand aus ({count} angegeben).</translation>
    </message>
    <message>
        <source>You do not hold the card {card}.</source>
        <translation>Du hast die Karte {card} nicht.</translation>
    </message>
    <message>
        <source>The same card cannot be put out twice.</source>
        <translation>Dieselbe Karte kann nicht zweimal ausgelegt werden.</translation>
    </message>
    <message>
        <source>Two figure cards cannot be put out together.</source>
        <translation>Zwei Figurenkarten dürfen nicht zusammen ausgelegt werden.</translation>
    </message>
    <message>
        <source>Two object cards cannot be put out together (super-trumps count as objects).</source>
        <translation>Zwei Gegenstandskarten dürfen nicht zusammen ausgelegt werden (Supertrümpfe zählen als Gegenstände).</translation>
    </message>
    <message>
        <source>The guild draft is not finished: pick a guild first.</source>
        <translation>Die Gildenwahl ist noch nicht beendet: Wähle zuerst eine Gilde.</translation>
    </message>
    <message>
        <source>You can only end a Play after placing at least one card.</source>
        <translation>Du kannst das Ausspielen erst beenden, wenn du mindestens eine Karte gelegt hast.</translation>
    </message>
    <message>
        <source>Discard a card first to activate elementals.</source>
        <translation>Wirf zuerst eine Karte ab, um Elementare zu aktivieren.</translation>
    </message>
    <message>
        <source>There is no Activate action to stop.</source>
        <translation>Es gibt keine Aktivieren-Aktion, die beendet werden könnte.</translation>
    </message>
    <message>
        <source>Activate at least one elemental.</source>
        <translation>Aktiviere mindestens einen Elementar.</translation>
    </message>
    <message>
        <source>Check &amp; Draw is only allowed with fewer than {n} cards in hand.</source>
        <translation>Überprüfen &amp; Nachziehen ist nur mit weniger als {n} Handkarten erlaubt.</translation>
    </message>
    <message>
        <source>That is not a Riftforce action.</source>
        <translation>Das ist keine Riftforce-Aktion.</translation>
    </message>
    <message>
        <source>Finish the current action first: answer its question.</source>
        <translation>Beende zuerst die laufende Aktion: Beantworte ihre Frage.</translation>
    </message>
    <message>
        <source>That guild is not among those left to pick.</source>
        <translation>Diese Gilde ist nicht unter denen, die noch zur Wahl stehen.</translation>
    </message>
    <message>
        <source>Activate either by the card&apos;s guild or by its number.</source>
        <translation>Aktiviere entweder nach der Gilde der Karte oder nach ihrer Zahl.</translation>
    </message>
    <message>
        <source>None of your elementals on the board has the number of that card.</source>
        <translation>Keiner deiner Elementare im Spiel hat die Zahl dieser Karte.</translation>
    </message>
    <message>
        <source>None of your elementals on the board is of the guild of that card.</source>
        <translation>Keiner deiner Elementare im Spiel gehört zur Gilde dieser Karte.</translation>
    </message>
    <message>
        <source>That is not one of the highlighted choices.</source>
        <translation>Das ist keine der hervorgehobenen Möglichkeiten.</translation>
    </message>
    <message>
        <source>The guild draft is over.</source>
        <translation>Die Gildenwahl ist vorbei.</translation>
    </message>
    <message>
        <source>Only your elementals with the discarded card&apos;s number can be activated.</source>
        <translation>Nur deine Elementare mit der Zahl der abgeworfenen Karte können aktiviert werden.</translation>
    </message>
    <message>
        <source>Only your elementals of the discarded card&apos;s guild can be activated.</source>
        <translation>Nur deine Elementare aus der Gilde der abgeworfenen Karte können aktiviert werden.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte ist nicht auf deiner Hand.</translation>
    </message>
    <message>
        <source>There is no location {location}.</source>
        <translation>Es gibt keinen Ort {location}.</translation>
    </message>
    <message>
        <source>Cards played together must all share a guild or all share a number.</source>
        <translation>Gemeinsam gespielte Karten müssen alle dasselbe Symbol oder alle dieselbe Zahl haben.</translation>
    </message>
    <message>
        <source>Cards played together go to one location or to consecutive locations.</source>
        <translation>Gemeinsam gespielte Karten kommen an einen Ort oder an aufeinanderfolgende Orte.</translation>
    </message>
    <message>
        <source>There is no such question to answer now.</source>
        <translation>Diese Frage steht gerade nicht zur Beantwortung an.</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (fewer symbols).</source>
        <translation>Die Optionen des Spielstands sind beschädigt (weniger Symbole).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (number of players).</source>
        <translation>Die Optionen des Spielstands sind beschädigt (Anzahl der Spieler).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (rules variant).</source>
        <translation>Die Optionen des Spielstands sind beschädigt (Regelvariante).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (rounds).</source>
        <translation>Die Optionen des Spielstands sind beschädigt (Runden).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (judging).</source>
        <translation>Die Optionen des Spielstands sind beschädigt (Bewertung).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (no repeats).</source>
        <translation>Die Optionen des Spielstands sind beschädigt (keine Wiederholungen).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (answers needed).</source>
        <translation>Die Optionen des Spielstands sind beschädigt (nötige Antworten).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (card set).</source>
        <translation>Die Optionen des Spielstands sind beschädigt (Kartenset).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (answer language).</source>
        <translation>Die Optionen des Spielstands sind beschädigt (Antwortsprache).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (fixed categories).</source>
        <translation>Die Optionen des Spielstands sind beschädigt (feste Kategorien).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (choice of guilds).</source>
        <translation>Die Optionen des Spielstands sind beschädigt (Wahl der Gilden).</translation>
    </message>
    <message>
        <source>The save&apos;s options are damaged (who chooses a royal house first).</source>
        <translation>Die Optionen des Spielstands sind beschädigt (wer zuerst ein Königshaus wählt).</translation>
    </message>
    <message>
        <source>The computer&apos;s best players would play this.</source>
        <extracomment>Simulations a search must have spent on the action before its win estimate is shown.</extracomment>
        <translation>Die besten Computerspieler würden das spielen.</translation>
    </message>
    <message>
        <source>The file is not a valid Ordet fanger card set.</source>
        <extracomment>Bounds of a set file (the shipped sets: about 300 KB, texts under 50 characters, at most 150 answers per card and language): far above real content, far below what hurts. Where the shipped sets live (a source checkout or an editable install).</extracomment>
        <translation>Die Datei ist kein gültiges Kartenset für Ordet fanger.</translation>
    </message>
    <message>
        <source>Say “{word}”: it is an example of “{category}”.</source>
        <translation>Sag „{word}“: das ist ein Beispiel für „{category}“.</translation>
    </message>
    <message>
        <source>Say “{word}” and “{second}”: both are examples of “{category}”.</source>
        <translation>Sag „{word}“ und „{second}“: beides sind Beispiele für „{category}“.</translation>
    </message>
    <message>
        <source>Say “{word}”, “{second}” and “{third}”: all are examples of “{category}”.</source>
        <translation>Sag „{word}“, „{second}“ und „{third}“: alle sind Beispiele für „{category}“.</translation>
    </message>
    <message>
        <source>Draw a card: the draw piles are face down, so either pile is as good.</source>
        <translation>Zieh eine Karte: die Nachziehstapel liegen verdeckt, also ist jeder Stapel gleich gut.</translation>
    </message>
    <message>
        <source>Give up this duel: every example of “{category}” you could give has been said this round.</source>
        <translation>Gib dieses Duell auf: jedes Beispiel für „{category}“, das du geben könntest, wurde in dieser Runde schon genannt.</translation>
    </message>
    <message>
        <source>Declare a tie: you both answered at the same time.</source>
        <translation>Erkläre Gleichstand: ihr habt beide gleichzeitig geantwortet.</translation>
    </message>
    <message>
        <source>Take {guild}: the strongest guild left in the pool.</source>
        <extracomment>Questions after which an action&apos;s own effect is over (the next card or elemental is a choice of its own, with a hint of its own).</extracomment>
        <translation>Nimm {guild}: die stärkste Gilde, die noch zur Wahl steht.</translation>
    </message>
    <message>
        <source>Take {guild}: it is strong against the opponent&apos;s {foe}.</source>
        <translation>Nimm {guild}: sie ist stark gegen die Gilde {foe} des Gegners.</translation>
    </message>
    <message>
        <source>Take {guild}: it goes best with your guilds and against the opponent&apos;s.</source>
        <translation>Nimm {guild}: sie passt am besten zu deinen Gilden und gegen die des Gegners.</translation>
    </message>
    <message>
        <source>Play {card} at location {location}: it destroys {cards} and scores {score} Riftforce.</source>
        <translation>Spiel {card} an Ort {location} aus: er zerstört {cards} und bringt {score} Riftforce.</translation>
    </message>
    <message>
        <source>Play {card} at location {location}: it deals {damage} damage to {cards}.</source>
        <translation>Spiel {card} an Ort {location} aus: er macht {damage} Schaden an {cards}.</translation>
    </message>
    <message>
        <source>Play {card} at location {location}: you then control it, a Riftforce at your next Check &amp; Draw.</source>
        <translation>Spiel {card} an Ort {location} aus: dann kontrollierst du ihn, ein Riftforce bei deinem nächsten Überprüfen &amp; Nachziehen.</translation>
    </message>
    <message>
        <source>Play {card} at location {location}: it stops the opponent&apos;s {cards} from controlling it.</source>
        <translation>Spiel {card} an Ort {location} aus: er hindert {cards} des Gegners daran, ihn zu kontrollieren.</translation>
    </message>
    <message>
        <source>Play {card} at location {location}: it strengthens your line against {cards}.</source>
        <translation>Spiel {card} an Ort {location} aus: er stärkt deine Reihe gegen {cards}.</translation>
    </message>
    <message>
        <source>Play {card} at location {location}: it strengthens your hold on it.</source>
        <translation>Spiel {card} an Ort {location} aus: er festigt deinen Halt dort.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your {guild} elementals: they destroy {cards} and score {score} Riftforce.</source>
        <translation>Wirf {card} ab, um deine {guild}-Elementare zu aktivieren: sie zerstören {cards} und bringen {score} Riftforce.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your elementals numbered {number}: they destroy {cards} and score {score} Riftforce.</source>
        <translation>Wirf {card} ab, um deine Elementare mit der Zahl {number} zu aktivieren: sie zerstören {cards} und bringen {score} Riftforce.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your {guild} elementals: they deal {damage} damage to {cards}.</source>
        <translation>Wirf {card} ab, um deine {guild}-Elementare zu aktivieren: sie machen {damage} Schaden an {cards}.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your elementals numbered {number}: they deal {damage} damage to {cards}.</source>
        <translation>Wirf {card} ab, um deine Elementare mit der Zahl {number} zu aktivieren: sie machen {damage} Schaden an {cards}.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your {guild} elementals: they take control of {places}.</source>
        <translation>Wirf {card} ab, um deine {guild}-Elementare zu aktivieren: sie übernehmen {places}.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your elementals numbered {number}: they take control of {places}.</source>
        <translation>Wirf {card} ab, um deine Elementare mit der Zahl {number} zu aktivieren: sie übernehmen {places}.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your {guild} elementals: they heal {damage} damage.</source>
        <translation>Wirf {card} ab, um deine {guild}-Elementare zu aktivieren: sie heilen {damage} Schaden.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your elementals numbered {number}: they heal {damage} damage.</source>
        <translation>Wirf {card} ab, um deine Elementare mit der Zahl {number} zu aktivieren: sie heilen {damage} Schaden.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your {guild} elementals: nothing else you can do now gains more.</source>
        <translation>Wirf {card} ab, um deine {guild}-Elementare zu aktivieren: nichts anderes bringt dir jetzt mehr.</translation>
    </message>
    <message>
        <source>Discard {card} to activate your elementals numbered {number}: nothing else you can do now gains more.</source>
        <translation>Wirf {card} ab, um deine Elementare mit der Zahl {number} zu aktivieren: nichts anderes bringt dir jetzt mehr.</translation>
    </message>
    <message>
        <source>Activate {card}: it destroys {cards} and scores {score} Riftforce.</source>
        <translation>Aktiviere {card}: er zerstört {cards} und bringt {score} Riftforce.</translation>
    </message>
    <message>
        <source>Activate {card}: it deals {damage} damage to {cards}.</source>
        <translation>Aktiviere {card}: er macht {damage} Schaden an {cards}.</translation>
    </message>
    <message>
        <source>Activate {card}: it takes control of {places}.</source>
        <translation>Aktiviere {card}: er übernimmt {places}.</translation>
    </message>
    <message>
        <source>Activate {card}: it heals {damage} damage.</source>
        <translation>Aktiviere {card}: er heilt {damage} Schaden.</translation>
    </message>
    <message>
        <source>Activate {card}: none of your other elementals does more now.</source>
        <translation>Aktiviere {card}: keiner deiner anderen Elementare bewirkt jetzt mehr.</translation>
    </message>
    <message>
        <source>Choose location {location}: that destroys {cards} and scores {score} Riftforce.</source>
        <translation>Wähle Ort {location}: das zerstört {cards} und bringt {score} Riftforce.</translation>
    </message>
    <message>
        <source>Choose location {location}: that deals {damage} damage to {cards}.</source>
        <translation>Wähle Ort {location}: das macht {damage} Schaden an {cards}.</translation>
    </message>
    <message>
        <source>Choose location {location}: you take control of {places}.</source>
        <translation>Wähle Ort {location}: du übernimmst {places}.</translation>
    </message>
    <message>
        <source>Choose location {location}: the best place for {card}.</source>
        <translation>Wähle Ort {location}: der beste Ort für {card}.</translation>
    </message>
    <message>
        <source>Choose location {location}: the best place for this ability.</source>
        <translation>Wähle Ort {location}: der beste Ort für diese Fähigkeit.</translation>
    </message>
    <message>
        <source>Choose {card}: it is destroyed, and you score {score} Riftforce.</source>
        <translation>Wähle {card}: er wird zerstört, und du bekommst {score} Riftforce.</translation>
    </message>
    <message>
        <source>Choose {card}: it takes {damage} damage.</source>
        <translation>Wähle {card}: er erleidet {damage} Schaden.</translation>
    </message>
    <message>
        <source>Choose {card}: it is healed of {damage} damage.</source>
        <translation>Wähle {card}: er wird um {damage} Schaden geheilt.</translation>
    </message>
    <message>
        <source>Choose {card}: the best target for {elemental}.</source>
        <translation>Wähle {card}: das beste Ziel für {elemental}.</translation>
    </message>
    <message>
        <source>Choose {card}: the best target for this ability.</source>
        <translation>Wähle {card}: das beste Ziel für diese Fähigkeit.</translation>
    </message>
    <message>
        <source>Check &amp; Draw: you control location {location}.</source>
        <translation>Überprüfen &amp; Nachziehen: du kontrollierst Ort {location}.</translation>
    </message>
    <message>
        <source>Check &amp; Draw: you control locations {locations}.</source>
        <translation>Überprüfen &amp; Nachziehen: du kontrollierst die Orte {locations}.</translation>
    </message>
    <message>
        <source>Check &amp; Draw: you control no location, but you draw back up to {number} cards.</source>
        <translation>Überprüfen &amp; Nachziehen: du kontrollierst keinen Ort, ziehst aber wieder auf {number} Karten nach.</translation>
    </message>
    <message>
        <source>End your play: your other cards are worth more on a later turn.</source>
        <translation>Beende das Ausspielen: deine anderen Karten sind in einem späteren Zug mehr wert.</translation>
    </message>
    <message>
        <source>Stop activating: your other elementals would gain nothing now.</source>
        <translation>Hör auf zu aktivieren: deine anderen Elementare würden jetzt nichts gewinnen.</translation>
    </message>
    <message>
        <source>Attack {target} with {cards}: that surely defeats it.</source>
        <extracomment>Dice samples behind a hint&apos;s kill chance and expected damage.</extracomment>
        <translation>Greif {target} mit {cards} an: das besiegt sie sicher.</translation>
    </message>
    <message>
        <source>Attack {target} with {cards}: that will most likely defeat it ({number} % chance).</source>
        <translation>Greif {target} mit {cards} an: das besiegt sie sehr wahrscheinlich ({number} % Chance).</translation>
    </message>
    <message>
        <source>Attack {target} with {cards}: a {number} % chance to defeat it, and about {damage} damage if not.</source>
        <translation>Greif {target} mit {cards} an: {number} % Chance, sie zu besiegen, sonst etwa {damage} Schaden.</translation>
    </message>
    <message>
        <source>Attack {target} with {cards}: about {damage} damage leaves it about {left} points.</source>
        <translation>Greif {target} mit {cards} an: etwa {damage} Schaden lassen ihr etwa {left} Punkte.</translation>
    </message>
    <message>
        <source>Attack {target} with {cards}: {damage} damage leaves it {left} points.</source>
        <translation>Greif {target} mit {cards} an: {damage} Schaden lassen ihr {left} Punkte.</translation>
    </message>
    <message>
        <source>Put {card} in front as your Active card: a hero there shields your royal house.</source>
        <translation>Mach {card} zu deiner aktiven Karte: ein Held dort schützt dein Königshaus.</translation>
    </message>
    <message>
        <source>Put {card} in front as your Active card: with {number} points it is the toughest you have.</source>
        <translation>Mach {card} zu deiner aktiven Karte: mit {number} Punkten ist sie deine zäheste.</translation>
    </message>
    <message>
        <source>Put {card} in front as your Active card: it has {number} points to take the attacks.</source>
        <translation>Mach {card} zu deiner aktiven Karte: sie hat {number} Punkte, um die Angriffe abzufangen.</translation>
    </message>
    <message>
        <source>Exchange {cards}: cards of that suit may not attack {target} and heal none of yours.</source>
        <translation>Tausche {cards}: Karten dieser Farbe dürfen {target} nicht angreifen und heilen keine deiner Karten.</translation>
    </message>
    <message>
        <source>Exchange {cards}: such low cards do little damage, and new ones will do more.</source>
        <translation>Tausche {cards}: so niedrige Karten machen wenig Schaden, neue machen mehr.</translation>
    </message>
    <message>
        <source>Exchange {cards}: nothing needs them now, and you draw as many new cards.</source>
        <translation>Tausche {cards}: sie werden gerade nicht gebraucht, und du ziehst genauso viele neue Karten.</translation>
    </message>
    <message>
        <source>Heal {target} with {card}: it has only {left} of its {number} points left.</source>
        <translation>Heile {target} mit {card}: sie hat nur noch {left} von {number} Punkten.</translation>
    </message>
    <message>
        <source>Remove nothing: every damage on {card} is larger than the heal.</source>
        <translation>Entferne nichts: jeder Schaden auf {card} ist größer als die Heilung.</translation>
    </message>
    <message>
        <source>Remove {number} damage from {card}: the most this heal can take away.</source>
        <translation>Entferne {number} Schaden von {card}: das meiste, was diese Heilung wegnehmen kann.</translation>
    </message>
    <message>
        <source>Remove {number} damage from {card}: this heal allows up to {most}.</source>
        <translation>Entferne {number} Schaden von {card}: diese Heilung erlaubt bis zu {most}.</translation>
    </message>
    <message>
        <source>End the heal: the card has no damage left.</source>
        <translation>Beende das Heilen: die Karte hat keinen Schaden mehr.</translation>
    </message>
    <message>
        <source>End the heal: none of your number cards of its suit can remove the damage left on {card}.</source>
        <translation>Beende das Heilen: keine deiner Zahlenkarten seiner Farbe kann den Schaden auf {card} entfernen.</translation>
    </message>
    <message>
        <source>End the heal: {card} has {left} points left, keep your other cards for attacks.</source>
        <translation>Beende das Heilen: {card} hat noch {left} Punkte, behalte deine anderen Karten für Angriffe.</translation>
    </message>
    <message>
        <source>Retreat {active} and put {card} in front: the hero shields your royal house.</source>
        <translation>Zieh {active} zurück und stell {card} nach vorn: der Held schützt dein Königshaus.</translation>
    </message>
    <message>
        <source>Retreat {active} and put {card} in front: {active} has only {left} points left.</source>
        <translation>Zieh {active} zurück und stell {card} nach vorn: {active} hat nur noch {left} Punkte.</translation>
    </message>
    <message>
        <source>Retreat {active} and put {card} in front: {card} takes the attacks while {active} waits in the Infirmary.</source>
        <translation>Zieh {active} zurück und stell {card} nach vorn: {card} fängt die Angriffe ab, während {active} im Lazarett wartet.</translation>
    </message>
    <message>
        <source>Choose the house of {suit}: the four houses are equally strong, so any of them will do.</source>
        <translation>Wähle das Königshaus {suit}: die vier Häuser sind gleich stark, jedes ist recht.</translation>
    </message>
    <message>
        <source>Pass: you have no card to attack, heal or exchange with.</source>
        <translation>Passe: du hast keine Karte zum Angreifen, Heilen oder Tauschen.</translation>
    </message>
    <message>
        <source>Pass: every other move would only weaken you.</source>
        <translation>Passe: jeder andere Zug würde dich nur schwächen.</translation>
    </message>
    <message>
        <source>Name {prop}: your super-trump {card} wins the round whatever is named.</source>
        <translation>Sag {prop} an: dein Supertrumpf {card} gewinnt die Runde, egal was angesagt wird.</translation>
    </message>
    <message>
        <source>Name {prop}: your {card} has {value}, the most that is left.</source>
        <translation>Sag {prop} an: dein {card} hat {value}, das meiste, was noch übrig ist.</translation>
    </message>
    <message>
        <source>Name {prop}: your {card} has {value}, more than {number} % of the cards you have not seen.</source>
        <translation>Sag {prop} an: dein {card} hat {value}, mehr als {number} % der Karten, die du nicht gesehen hast.</translation>
    </message>
    <message>
        <source>Name {prop}: your {card} and {object} make {value}, the most that is left.</source>
        <translation>Sag {prop} an: dein {card} und {object} ergeben {value}, das meiste, was noch übrig ist.</translation>
    </message>
    <message>
        <source>Name {prop}: your {card} and {object} make {value}, more than {number} % of the cards you have not seen.</source>
        <translation>Sag {prop} an: dein {card} und {object} ergeben {value}, mehr als {number} % der Karten, die du nicht gesehen hast.</translation>
    </message>
    <message>
        <source>Put out {card} with the super-trump {trump}: a super-trump wins the round unless another one comes out.</source>
        <translation>Lege {card} mit dem Supertrumpf {trump} aus: ein Supertrumpf gewinnt die Runde, wenn kein zweiter kommt.</translation>
    </message>
    <message>
        <source>Put out the super-trump {card}: it wins the round unless another super-trump comes out.</source>
        <translation>Lege den Supertrumpf {card} aus: er gewinnt die Runde, wenn kein anderer Supertrumpf kommt.</translation>
    </message>
    <message>
        <source>Put out {card}: none of your cards is likely to win this round, so give away the weakest.</source>
        <translation>Lege {card} aus: keine deiner Karten gewinnt diese Runde wahrscheinlich, also gib die schwächste ab.</translation>
    </message>
    <message>
        <source>Put out {card}: its {value} in {prop} is weak, so your better cards stay for later rounds.</source>
        <translation>Lege {card} aus: seine {value} in {prop} sind schwach, so bleiben deine besseren Karten für spätere Runden.</translation>
    </message>
    <message>
        <source>Put out {card}: its {value} in {prop} is the most that is left.</source>
        <translation>Lege {card} aus: seine {value} in {prop} sind das meiste, was noch übrig ist.</translation>
    </message>
    <message>
        <source>Put out {card}: its {value} in {prop} beats {number} % of the cards you have not seen.</source>
        <translation>Lege {card} aus: seine {value} in {prop} schlagen {number} % der Karten, die du nicht gesehen hast.</translation>
    </message>
    <message>
        <source>Put out {card} and {object}: together {value} in {prop}, the most that is left.</source>
        <translation>Lege {card} und {object} aus: zusammen {value} in {prop}, das meiste, was noch übrig ist.</translation>
    </message>
    <message>
        <source>Put out {card} and {object}: together {value} in {prop}, more than {number} % of the cards you have not seen.</source>
        <translation>Lege {card} und {object} aus: zusammen {value} in {prop}, mehr als {number} % der Karten, die du nicht gesehen hast.</translation>
    </message>
    <message>
        <source>Keep this hand: it holds the super-trump {card}.</source>
        <translation>Behalte diese Hand: sie hat den Supertrumpf {card}.</translation>
    </message>
    <message>
        <source>Discard and draw again: your best card, {card} with {value} in {prop}, beats only {number} % of the cards you have not seen.</source>
        <translation>Abwerfen und neu ziehen: deine beste Karte, {card} mit {value} in {prop}, schlägt nur {number} % der Karten, die du nicht gesehen hast.</translation>
    </message>
    <message>
        <source>Keep this hand: your {card} has {value} in {prop}, more than {number} % of the cards you have not seen.</source>
        <translation>Behalte diese Hand: dein {card} hat {value} in {prop}, mehr als {number} % der Karten, die du nicht gesehen hast.</translation>
    </message>
    <message>
        <source>Your last move is on its way to the host.</source>
        <translation>Dein letzter Zug ist unterwegs zum Gastgeber.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>The game starts when everyone has joined.</source>
        <extracomment>the choices of how long a table waits for a lost guest (seconds), two minutes the default the port a host listens on first (so a reopened game is found at the same address)</extracomment>
        <translation>Das Spiel beginnt, wenn alle da sind.</translation>
    </message>
</context>
<context>
    <name>properties</name>
    <message>
        <source>Strength</source>
        <extracomment>Property ids in the deck&apos;s column order; stable, used in actions and saves. English display names (translation sources) of the properties.</extracomment>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Physique</source>
        <translation>Konstitution</translation>
    </message>
    <message>
        <source>Magic</source>
        <translation>Magie</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>Intelligenz</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Schnelligkeit</translation>
    </message>
</context>
<context>
    <name>riftforce</name>
    <message>
        <source>Fire</source>
        <extracomment>guild colours: distinct hues and lightness steps; the icon carries the distinction too the colour-safe theme&apos;s guild colours, searched for the largest smallest CIEDE2000 distance of any pair under protanopia, deuteranopia and tritanopia (18; the classic colours fall to 1.5, Water and Thunderbolt) while each stays near its guild&apos;s hue and bright white text stays legible on it; the pairs under 20 tell apart by the icon (``tests/ui/test_colour_safe.py``)</extracomment>
        <translation>Feuer</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>Ice</source>
        <translation>Eis</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>Luft</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>Erde</translation>
    </message>
    <message>
        <source>Plant</source>
        <translation>Pflanze</translation>
    </message>
    <message>
        <source>Thunderbolt</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <source>Shadow</source>
        <translation>Schatten</translation>
    </message>
    <message>
        <source>Crystal</source>
        <translation>Kristall</translation>
    </message>
    <message>
        <source>3 damage to the first enemy here. Then 1 damage to your elemental directly behind this Fire.</source>
        <translation>3 Schaden beim 1. Feind hier. Dann 1 Schaden bei deinem Elementar direkt hinter diesem Feuer.</translation>
    </message>
    <message>
        <source>2 damage to the first enemy here. Move this Water to an adjacent location, then 1 damage to the first enemy there.</source>
        <translation>2 Schaden beim 1. Feind hier. Versetze dieses Wasser an einen angrenzenden Ort, dann 1 Schaden beim 1. Feind dort.</translation>
    </message>
    <message>
        <source>The last enemy here takes 4 damage if it is already damaged, otherwise 1.</source>
        <translation>Der letzte Feind hier erhält 4 Schaden, wenn er schon beschädigt ist, sonst 1.</translation>
    </message>
    <message>
        <source>2 damage to the first enemy here. Then remove 1 damage from this Light or any of your elementals.</source>
        <translation>2 Schaden beim 1. Feind hier. Dann entferne 1 Schaden von diesem Licht oder einem beliebigen deiner Elementare.</translation>
    </message>
    <message>
        <source>Move this Air to any other location. 1 damage to the first enemy there and at each adjacent location.</source>
        <translation>Versetze diese Luft an einen beliebigen anderen Ort. 1 Schaden beim 1. Feind dort und an jedem angrenzenden Ort.</translation>
    </message>
    <message>
        <source>When played: 1 damage to each enemy here. Activated: 2 damage to the first enemy here.</source>
        <translation>Beim Ausspielen: 1 Schaden bei jedem Feind hier. Beim Aktivieren: 2 Schaden beim 1. Feind hier.</translation>
    </message>
    <message>
        <source>Choose an adjacent location: 2 damage to the first enemy there, then pull it to this Plant&apos;s location.</source>
        <translation>Wähle einen angrenzenden Ort: 2 Schaden beim 1. Feind dort, dann ziehe ihn an den Ort dieser Pflanze.</translation>
    </message>
    <message>
        <source>2 damage to any enemy here. If that destroys it, once more to another enemy here.</source>
        <translation>2 Schaden bei einem beliebigen Feind hier. Wenn das ihn zerstört, noch einmal bei einem anderen Feind hier.</translation>
    </message>
    <message>
        <source>Move this Shadow to any other location. 1 damage to the first enemy there; if that destroys it, gain 1 extra Riftforce.</source>
        <translation>Versetze diesen Schatten an einen beliebigen anderen Ort. 1 Schaden beim 1. Feind dort; wenn das ihn zerstört, erhältst du 1 zusätzliche Riftforce.</translation>
    </message>
    <message>
        <source>4 damage to the first enemy here. When this Crystal is destroyed, the opponent gains 1 extra Riftforce.</source>
        <translation>4 Schaden beim 1. Feind hier. Wird dieser Kristall zerstört, erhält der Gegner 1 zusätzliche Riftforce.</translation>
    </message>
    <message>
        <source>3 to the first enemy, 1 to yours behind</source>
        <extracomment>a few words per guild for the reference rows when the window is too small for the whole ability text at a readable size (the full text is in the row&apos;s tooltip)</extracomment>
        <translation>3 beim 1. Feind, 1 bei deinem dahinter</translation>
    </message>
    <message>
        <source>2 here, move next door, 1 there</source>
        <translation>2 hier, zum Nachbarort, 1 dort</translation>
    </message>
    <message>
        <source>Last enemy: 4 if damaged, else 1</source>
        <translation>Letzter Feind: 4 wenn beschädigt, sonst 1</translation>
    </message>
    <message>
        <source>2 to the first enemy, heal 1 of yours</source>
        <translation>2 beim 1. Feind, 1 eigenen Schaden heilen</translation>
    </message>
    <message>
        <source>Move anywhere, 1 there and next door</source>
        <translation>Überallhin versetzen, 1 dort und nebenan</translation>
    </message>
    <message>
        <source>Played: 1 to each enemy; activated: 2</source>
        <translation>Ausgespielt: 1 bei jedem Feind; aktiviert: 2</translation>
    </message>
    <message>
        <source>2 to an enemy next door, pull it here</source>
        <translation>2 bei einem Feind nebenan, hierher ziehen</translation>
    </message>
    <message>
        <source>2 to any enemy here; kill: once more</source>
        <translation>2 bei einem Feind hier; zerstört: noch einmal</translation>
    </message>
    <message>
        <source>Move anywhere, 1 there; kill: +1 Riftforce</source>
        <translation>Überallhin versetzen, 1 dort; zerstört: +1 Riftforce</translation>
    </message>
    <message>
        <source>4 to the first enemy; dies: foe +1 Riftforce</source>
        <translation>4 beim 1. Feind; zerstört: Gegner +1 Riftforce</translation>
    </message>
    <message>
        <source>Game over.</source>
        <extracomment>the keyboard focus: an index into the hand, or into the highlighted elementals when one must be chosen (``choice_items``) hand cards selected for a Play, in the order they were selected a hand card dropped on the discard pile whose mode (guild/number) is still open what gestures and keys mean the rising damage numbers&apos; own clock: the next step of an action, which finishes the cards&apos; movements, does not cut them off half-way a draft pick names its guild: the pool&apos;s cards are guilds</extracomment>
        <translation>Spiel vorbei.</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>Warten auf {name}.</translation>
    </message>
    <message>
        <source>{name}: pick a guild (click a summoner, drag it to your guilds, or press its number).</source>
        <translation>{name}: Wähle eine Gilde (klicke auf sie, ziehe sie zu deinen Gilden oder drücke ihre Nummer).</translation>
    </message>
    <message>
        <source>{name}: {what}</source>
        <translation>{name}: {what}</translation>
    </message>
    <message>
        <source>Tie-break: {a} and then {b} take one more action each; the game ends after a pair that leaves the scores different.</source>
        <translation>Patt: {a} und danach {b} führen je eine weitere Aktion aus; das Spiel endet nach einem Paar, nach dem die Punktestände verschieden sind.</translation>
    </message>
    <message>
        <source>12 Riftforce reached: {name} takes the last action of the round, then the higher score wins.</source>
        <translation>12 Riftforce erreicht: {name} führt die letzte Aktion der Runde aus, dann gewinnt der höhere Punktestand.</translation>
    </message>
    <message>
        <source>Draw: no cards are left and nothing can change any more ({a}: {x}, {b}: {y}).</source>
        <translation>Unentschieden: Es sind keine Karten mehr übrig und nichts kann sich mehr ändern ({a}: {x}, {b}: {y}).</translation>
    </message>
    <message>
        <source>Summoner</source>
        <translation>Beschwörer</translation>
    </message>
    <message>
        <source>4 × 5 · 3 × 6 · 2 × 7</source>
        <translation>4 × 5 · 3 × 6 · 2 × 7</translation>
    </message>
    <message>
        <source>starts</source>
        <translation>beginnt</translation>
    </message>
    <message>
        <source>{score} Riftforce · {hand} in hand</source>
        <translation>{score} Riftforce · {hand} auf der Hand</translation>
    </message>
    <message>
        <source>Keys: ←/→ choose a hand card (or a highlighted elemental), Space selects it, 1–5 plays the selection at a location (or answers a location question), A activates with the selected card, G/N choose guild or number, C is Check &amp; Draw, Enter ends the action, Esc clears; in the draft 1–9 and 0 pick a guild.</source>
        <translation>Tasten: ←/→ wählt eine Handkarte (oder einen hervorgehobenen Elementar), Leertaste markiert sie, 1–5 spielt die Auswahl an einem Ort aus (oder beantwortet eine Ortsfrage), A aktiviert mit der markierten Karte, G/N wählt Gilde oder Zahl, C ist Überprüfen &amp; Nachziehen, Enter beendet die Aktion, Esc hebt die Auswahl auf; bei der Gildenwahl wählen 1–9 und 0 eine Gilde.</translation>
    </message>
    <message>
        <source>Tie-break: one more action each until the scores differ.</source>
        <translation>Patt: je eine weitere Aktion, bis sich die Punktestände unterscheiden.</translation>
    </message>
    <message>
        <source>12 Riftforce reached: {name} takes the last action.</source>
        <translation>12 Riftforce erreicht: {name} führt die letzte Aktion aus.</translation>
    </message>
    <message>
        <source>Ends in the round someone reaches 12 ({name} acts last).</source>
        <translation>Endet in der Runde, in der jemand 12 erreicht ({name} handelt als Letzter).</translation>
    </message>
    <message>
        <source>The game ends after the round in which someone reaches 12 ({name} acts last); a tie plays on.</source>
        <translation>Das Spiel endet nach der Runde, in der jemand 12 erreicht ({name} handelt als Letzter); bei Patt wird weitergespielt.</translation>
    </message>
    <message>
        <source>Damage: {d} of {n}</source>
        <translation>Schaden: {d} von {n}</translation>
    </message>
    <message>
        <source>Dealt</source>
        <translation>Ausgeteilt</translation>
    </message>
    <message>
        <source>Deck</source>
        <extracomment>the seats&apos; names, by seat the seat drawn below the Rift the seat to move (``None``: nobody, the game is over) the seat whose view this is (``None``: a spectator&apos;s) the person at the screen is to act the game is over the discarded card whose guild/number activation is still open the last Check &amp; Draw&apos;s scorer and the locations that scored (until the scorer&apos;s next turn) the first line of the result, once the game is over 0 the bottom seat, 1 the top seat, ``None`` nobody (both or neither have elementals) the tooltip&apos;s text (the painter makes it a plain-text tooltip) 0 / 1 (bottom / top) when the last Check &amp; Draw scored here, else ``None`` (title, text, highlighted) the buttons under the panel, in order: some of &quot;guild&quot;, &quot;number&quot;, &quot;cancel&quot;, &quot;end&quot; the buttons&apos; words, by key (the guild and number ones only while asked) Check &amp; Draw: its words, allowed now, and the note on why not (too many cards) zone name → (label, count text) for the piles, the guilds and the draft&apos;s places each seat&apos;s guild rows (up to four guilds), shown only after the draft the two seat marks (bottom, top) beside the track and on the Rift the score track: (bottom&apos;s score, top&apos;s score, title) the draft&apos;s banner (title, line, highlighted); ``None`` after the draft (seat, location) → its look the pile and guild zones that take a drop or a click now (``discard&lt;seat&gt;``, ``summ&lt;seat&gt;``) the hint on the viewer&apos;s discard pile while it takes a discard (else it keeps its own)</extracomment>
        <translation>Nachziehstapel</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>{name}&apos;s guilds</source>
        <translation>Gilden von {name}</translation>
    </message>
    <message>
        <source>Summoners to pick from</source>
        <translation>Gilden zur Auswahl</translation>
    </message>
    <message>
        <source>Set aside (unseen)</source>
        <translation>Beiseitegelegt (unbesehen)</translation>
    </message>
    <message>
        <source>Riftforce</source>
        <translation>Riftforce</translation>
    </message>
    <message>
        <source>Location {n}: controlled by {name} (worth 1 Riftforce at their Check &amp; Draw)</source>
        <translation>Ort {n}: von {name} kontrolliert (bringt beim eigenen Überprüfen &amp; Nachziehen 1 Riftforce)</translation>
    </message>
    <message>
        <source>Hover a card or guild for details; keys: Help → Controls, or press ?</source>
        <translation>Für Details den Mauszeiger über eine Karte oder Gilde halten; Tasten: Hilfe → Steuerung oder ? drücken</translation>
    </message>
    <message>
        <source>Drop cards here</source>
        <translation>Karten hier ablegen</translation>
    </message>
    <message>
        <source>Discard here to activate</source>
        <translation>Hier abwerfen zum Aktivieren</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Guild: {guild}</source>
        <translation>Gilde: {guild}</translation>
    </message>
    <message>
        <source>Number: {n}</source>
        <translation>Zahl: {n}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>End play</source>
        <translation>Ausspielen beenden</translation>
    </message>
    <message>
        <source>End activation</source>
        <translation>Aktivieren beenden</translation>
    </message>
    <message>
        <source>Check &amp; Draw</source>
        <translation>Überprüfen &amp; Nachziehen</translation>
    </message>
    <message>
        <source>Guild draft · {n} of {total} guilds chosen</source>
        <translation>Gildenwahl · {n} von {total} Gilden gewählt</translation>
    </message>
    <message>
        <source>Your pick, {name}</source>
        <translation>Du bist dran, {name}</translation>
    </message>
    <message>
        <source>{name} picks</source>
        <translation>{name} wählt</translation>
    </message>
    <message>
        <source>Pick a guild first: click a summoner or drag it to your guilds.</source>
        <extracomment>hand cards selected for a Play, in the order they were selected a hand card dropped on the discard pile whose mode (guild/number) is still open the table&apos;s answers to gestures (``unusable`` names why a card cannot be used) the card whose last click submitted an action: the double-click that click began must not act a second time</extracomment>
        <translation>Wähle zuerst eine Gilde: Klicke auf sie oder ziehe sie zu deinen Gilden.</translation>
    </message>
    <message>
        <source>Select 1–3 cards sharing a guild or a number first.</source>
        <translation>Markiere zuerst 1–3 Karten mit gleichem Symbol oder gleicher Zahl.</translation>
    </message>
    <message>
        <source>At most 3 cards per Play.</source>
        <translation>Höchstens 3 Karten pro Ausspielen.</translation>
    </message>
    <message>
        <source>Check &amp; Draw is not possible now.</source>
        <translation>Überprüfen &amp; Nachziehen ist jetzt nicht möglich.</translation>
    </message>
    <message>
        <source>That elemental shares neither the guild nor the number of the discarded card.</source>
        <translation>Dieser Elementar hat weder die Gilde noch die Zahl der abgeworfenen Karte.</translation>
    </message>
    <message>
        <source>That elemental shares both guild and number: choose with the buttons.</source>
        <translation>Dieser Elementar hat sowohl die Gilde als auch die Zahl: Wähle mit den Schaltflächen.</translation>
    </message>
    <message>
        <source>Click one of the highlighted choices.</source>
        <translation>Klicke auf eine der hervorgehobenen Möglichkeiten.</translation>
    </message>
    <message>
        <source>Drop the summoner on your guilds, or click it.</source>
        <translation>Lege die Gilde zu deinen Gilden oder klicke auf sie.</translation>
    </message>
    <message>
        <source>Play cards on your own side of the Rift.</source>
        <translation>Spiele Karten auf deiner eigenen Seite des Rifts aus.</translation>
    </message>
    <message>
        <source>Discard exactly one card to activate.</source>
        <translation>Wirf genau eine Karte ab, um zu aktivieren.</translation>
    </message>
    <message>
        <source>Drop cards on a location of your side, or one card on your discard pile.</source>
        <translation>Lege Karten an einen Ort auf deiner Seite oder eine Karte auf deinen Ablagestapel.</translation>
    </message>
    <message>
        <source>{guild} {number}</source>
        <translation>{guild} {number}</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} und {last}</translation>
    </message>
    <message>
        <source>location {n}</source>
        <translation>Ort {n}</translation>
    </message>
    <message>
        <source>activate by guild ({guild}) or by number ({number})?</source>
        <translation>nach Gilde ({guild}) oder nach Zahl ({number}) aktivieren?</translation>
    </message>
    <message>
        <source>play cards, activate elementals, or Check &amp; Draw.</source>
        <translation>Karten ausspielen, Elementare aktivieren oder Überprüfen &amp; Nachziehen.</translation>
    </message>
    <message>
        <source>Activate: guild or number?</source>
        <translation>Aktivieren: nach Gilde oder Zahl?</translation>
    </message>
    <message>
        <source>You discard {card}. Activate elementals of the same guild ({guild}) or of the same number ({number}): click a highlighted elemental or a button below.</source>
        <translation>Du wirfst {card} ab. Aktiviere Elementare derselben Gilde ({guild}) oder derselben Zahl ({number}): Klicke auf einen hervorgehobenen Elementar oder eine Schaltfläche unten.</translation>
    </message>
    <message>
        <source>Your action</source>
        <translation>Deine Aktion</translation>
    </message>
    <message>
        <source>Play: drag 1–3 cards sharing a guild or a number to a location. Activate: drag a card to your discard pile. Or Check &amp; Draw.</source>
        <translation>Ausspielen: Ziehe 1–3 Karten mit gleichem Symbol oder gleicher Zahl an einen Ort. Aktivieren: Ziehe eine Karte auf deinen Ablagestapel. Oder Überprüfen &amp; Nachziehen.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Ausspielen</translation>
    </message>
    <message>
        <source>Add a card sharing the guild or number to a highlighted location, or click “End play” (Enter).</source>
        <translation>Lege eine Karte mit gleicher Gilde oder Zahl an einen hervorgehobenen Ort oder klicke auf „Ausspielen beenden“ (Enter).</translation>
    </message>
    <message>
        <source>Activate</source>
        <translation>Aktivieren</translation>
    </message>
    <message>
        <source>Click the elemental to activate first (highlighted).</source>
        <translation>Klicke zuerst auf den Elementar, der aktiviert werden soll (hervorgehoben).</translation>
    </message>
    <message>
        <source>Choose the adjacent location to move to.</source>
        <translation>Wähle den angrenzenden Ort, an den er versetzt wird.</translation>
    </message>
    <message>
        <source>Choose any other location to move to.</source>
        <translation>Wähle einen beliebigen anderen Ort, an den er versetzt wird.</translation>
    </message>
    <message>
        <source>Choose the adjacent location whose first enemy takes 2 damage and is pulled here.</source>
        <translation>Wähle den angrenzenden Ort, dessen 1. Feind 2 Schaden erhält und hierher gezogen wird.</translation>
    </message>
    <message>
        <source>Choose one of your elementals to remove 1 damage from.</source>
        <translation>Wähle einen deiner Elementare, von dem 1 Schaden entfernt wird.</translation>
    </message>
    <message>
        <source>Choose the enemy here that takes 2 damage.</source>
        <translation>Wähle den Feind hier, der 2 Schaden erhält.</translation>
    </message>
    <message>
        <source>That destroyed it: choose another enemy here for 2 more damage.</source>
        <translation>Das hat ihn zerstört: Wähle einen anderen Feind hier für weitere 2 Schaden.</translation>
    </message>
    <message>
        <source>New game of Riftforce: {name} is dealt the {guild} guild, {other} the {other_guild} guild; {name} picks a guild first.</source>
        <extracomment>The log line of each kind of event, by its class (a kind without one is not logged).</extracomment>
        <translation>Neues Spiel Riftforce: {name} erhält die Gilde {guild}, {other} die Gilde {other_guild}; {name} wählt zuerst eine Gilde.</translation>
    </message>
    <message>
        <source>New game of Riftforce: {name} picks a guild first.</source>
        <translation>Neues Spiel Riftforce: {name} wählt zuerst eine Gilde.</translation>
    </message>
    <message>
        <source>{name} picks the {guild} guild.</source>
        <translation>{name} wählt die Gilde {guild}.</translation>
    </message>
    <message>
        <source>Guilds drafted. Each player draws 7 cards; {name} starts.</source>
        <translation>Gilden gewählt. Jeder Spieler zieht 7 Karten; {name} beginnt.</translation>
    </message>
    <message>
        <source>{name} puts {card} from the draw pile at {location}.</source>
        <translation>{name} legt {card} vom Nachziehstapel an {location}.</translation>
    </message>
    <message>
        <source>{name} plays {card} at {location}.</source>
        <translation>{name} spielt {card} an {location} aus.</translation>
    </message>
    <message>
        <source>by guild</source>
        <translation>nach Gilde</translation>
    </message>
    <message>
        <source>by number</source>
        <translation>nach Zahl</translation>
    </message>
    <message>
        <source>{name} discards {card} to activate {by}.</source>
        <translation>{name} wirft {card} ab, um {by} zu aktivieren.</translation>
    </message>
    <message>
        <source>{name} activates {card} at {location}.</source>
        <translation>{name} aktiviert {card} an {location}.</translation>
    </message>
    <message>
        <source>{name}&apos;s {card} moves from {a} to {b}.</source>
        <translation>{card} von {name} wird von {a} nach {b} versetzt.</translation>
    </message>
    <message>
        <source>{name}&apos;s {card} is destroyed.</source>
        <translation>{card} von {name} wird zerstört.</translation>
    </message>
    <message>
        <source>for a destroyed elemental</source>
        <translation>für einen zerstörten Elementar</translation>
    </message>
    <message>
        <source>for the Crystal</source>
        <translation>für den Kristall</translation>
    </message>
    <message>
        <source>for the Shadow</source>
        <translation>für den Schatten</translation>
    </message>
    <message>
        <source>for controlled locations</source>
        <translation>für kontrollierte Orte</translation>
    </message>
    <message>
        <source>{name} checks and draws: controls no location.</source>
        <translation>Überprüfen &amp; Nachziehen: {name} kontrolliert keinen Ort.</translation>
    </message>
    <message>
        <source>{name} shuffles the discard pile into a new draw pile.</source>
        <translation>{name} mischt den Ablagestapel zu einem neuen Nachziehstapel.</translation>
    </message>
    <message>
        <source>Tie at 12 or more Riftforce: both play one more action each until the scores differ.</source>
        <translation>Patt bei 12 oder mehr Riftforce: Beide führen je eine weitere Aktion aus, bis sich die Punktestände unterscheiden.</translation>
    </message>
</context>
</TS>
