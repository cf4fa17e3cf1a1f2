<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Register…</source>
        <translation>Iscrivi…</translation>
    </message>
    <message>
        <source>Ins</source>
        <translation>Ins</translation>
    </message>
    <message>
        <source>Rebuy</source>
        <translation>Rebuy</translation>
    </message>
    <message>
        <source>Double rebuy</source>
        <translation>Rebuy doppio</translation>
    </message>
    <message>
        <source>Shift+R</source>
        <translation>Maiusc+R</translation>
    </message>
    <message>
        <source>Add-on</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <source>Bust…</source>
        <translation>Elimina…</translation>
    </message>
    <message>
        <source>Re-entry</source>
        <translation>Rientro</translation>
    </message>
    <message>
        <source>Bring back…</source>
        <translation>Riammetti…</translation>
    </message>
    <message>
        <source>Chips…</source>
        <translation>Chip…</translation>
    </message>
    <message>
        <source>Count all…</source>
        <translation>Conta tutti…</translation>
    </message>
    <message>
        <source>Shift+C</source>
        <translation>Maiusc+C</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifica…</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Invio</translation>
    </message>
    <message>
        <source>Withdraw…</source>
        <translation>Ritira…</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Cerca</translation>
    </message>
    <message>
        <source>Register a new entrant (Insert or Ctrl+I)</source>
        <translation>Iscrivi un nuovo giocatore (Ins o Ctrl+I)</translation>
    </message>
    <message>
        <source>A rebuy for the selected player (R)</source>
        <translation>Un rebuy per il giocatore selezionato (R)</translation>
    </message>
    <message>
        <source>A double rebuy for the selected player (Shift+R)</source>
        <translation>Un rebuy doppio per il giocatore selezionato (Maiusc+R)</translation>
    </message>
    <message>
        <source>An add-on for the selected player (A)</source>
        <translation>Un add-on per il giocatore selezionato (A)</translation>
    </message>
    <message>
        <source>The selected player is out (B or Delete); several players out in the same hand can be busted together</source>
        <translation>Il giocatore selezionato è fuori (B o Canc); più giocatori usciti nella stessa mano si eliminano insieme</translation>
    </message>
    <message>
        <source>A new entry for the selected busted player (E)</source>
        <translation>Un rientro per il giocatore eliminato selezionato (E)</translation>
    </message>
    <message>
        <source>Bring back a player busted by mistake (V)</source>
        <translation>Riammetti un giocatore eliminato per errore (V)</translation>
    </message>
    <message>
        <source>Type the selected player&apos;s chip count (C)</source>
        <translation>Scrivi le chip del giocatore selezionato (C)</translation>
    </message>
    <message>
        <source>Type the chip counts of all players left (Shift+C)</source>
        <translation>Scrivi le chip di tutti i giocatori rimasti (Maiusc+C)</translation>
    </message>
    <message>
        <source>Correct the selected player&apos;s details (Enter or Ctrl+E)</source>
        <translation>Correggi i dati del giocatore selezionato (Invio o Ctrl+E)</translation>
    </message>
    <message>
        <source>Cancel an entry made by mistake and refund it (W)</source>
        <translation>Annulla un&apos;iscrizione fatta per errore e rimborsala (W)</translation>
    </message>
    <message>
        <source>Search (Ctrl+F)</source>
        <translation>Cerca (Ctrl+F)</translation>
    </message>
</context>
<context>
    <name>ActionControls</name>
    <message>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
    <message>
        <source>Fold (F)</source>
        <translation>Fold (F)</translation>
    </message>
    <message>
        <source>Check (C)</source>
        <translation>Check (C)</translation>
    </message>
    <message>
        <source>All-in (A)</source>
        <translation>All-in (A)</translation>
    </message>
    <message>
        <source>Next card (N)</source>
        <translation>Carta successiva (N)</translation>
    </message>
    <message>
        <source>Dealer error… (X)</source>
        <translation>Errore del mazziere… (X)</translation>
    </message>
    <message>
        <source>Raise to (R)</source>
        <translation>Rilancia a (R)</translation>
    </message>
    <message>
        <source>Shot clock</source>
        <translation>Shot clock</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Seconds for each decision (off: no shot clock). When time runs out the player checks if he may, otherwise folds. Kept for this tournament.</source>
        <translation>Secondi per ogni decisione (no: niente shot clock). Allo scadere il giocatore fa check se può, altrimenti fold. Vale per tutto il torneo.</translation>
    </message>
    <message>
        <source>Only when everyone is all-in.</source>
        <translation>Solo quando sono tutti all-in.</translation>
    </message>
    <message>
        <source>Everyone is all-in: turn the next card (N).</source>
        <translation>Sono tutti all-in: scopri la carta successiva (N).</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>La mano è finita.</translation>
    </message>
    <message>
        <source>The hand is over. Deal the next one (D).</source>
        <translation>La mano è finita. Distribuisci la successiva (D).</translation>
    </message>
    <message>
        <source>Deal a hand (D).</source>
        <translation>Distribuisci una mano (D).</translation>
    </message>
    <message>
        <source>Nobody is to act.</source>
        <translation>Non tocca a nessuno.</translation>
    </message>
    <message>
        <source>Nothing to call: check instead.</source>
        <translation>Niente da vedere: fai check.</translation>
    </message>
    <message>
        <source>{0} has the low card: bring in {1} or complete</source>
        <translation>{0} ha la carta più bassa: bring-in da {1} o completa</translation>
    </message>
    <message>
        <source>Bring in {0} (C)</source>
        <translation>Bring-in {0} (C)</translation>
    </message>
    <message>
        <source>{0} to act: {1} to call, all-in</source>
        <translation>Tocca a {0}: {1} per vedere, all-in</translation>
    </message>
    <message>
        <source>{0} to act: {1} to call</source>
        <translation>Tocca a {0}: {1} per vedere</translation>
    </message>
    <message>
        <source>Call {0} (C)</source>
        <translation>Vedi {0} (C)</translation>
    </message>
    <message>
        <source>{0} to act</source>
        <translation>Tocca a {0}</translation>
    </message>
    <message>
        <source>Bet (R)</source>
        <translation>Punta (R)</translation>
    </message>
    <message>
        <source>Complete to {0} (R)</source>
        <translation>Completa a {0} (R)</translation>
    </message>
    <message>
        <source>Either {0} or {1} (an open pair allows the big bet)</source>
        <translation>{0} oppure {1} (una coppia scoperta consente la puntata alta)</translation>
    </message>
    <message>
        <source>Fixed limit: {0}</source>
        <translation>Limite fisso: {0}</translation>
    </message>
    <message>
        <source>Bet: {0} to {1}</source>
        <translation>Puntata: da {0} a {1}</translation>
    </message>
    <message>
        <source>Raise: to {0} at least, {1} at most</source>
        <translation>Rilancio: ad almeno {0}, al massimo {1}</translation>
    </message>
    <message>
        <source>Fixed limit: a bet or raise is {0}, not all the chips.</source>
        <translation>Limite fisso: puntata e rilancio valgono {0}, non tutte le chip.</translation>
    </message>
    <message>
        <source>Pot limit: a bet or raise is {0} at most, not all the chips.</source>
        <translation>Pot limit: puntata e rilancio arrivano al massimo a {0}, non a tutte le chip.</translation>
    </message>
    <message>
        <source>Only a call is possible: it puts all the chips in.</source>
        <translation>Si può solo vedere, mettendo dentro tutte le chip.</translation>
    </message>
    <message>
        <source>The betting was not reopened: an all-in for less than a full raise does not let a player who already acted raise again.</source>
        <translation>Le puntate non si sono riaperte: un all-in inferiore a un rilancio completo non permette di rilanciare di nuovo a chi ha già parlato.</translation>
    </message>
    <message>
        <source>The betting is capped: no more raises in this round.</source>
        <translation>Puntate al limite: niente più rilanci in questo giro.</translation>
    </message>
    <message>
        <source>Only the bring-in is possible: the low card cannot complete.</source>
        <translation>Solo il bring-in: la carta più bassa non può completare.</translation>
    </message>
    <message>
        <source>Every other player is all-in: there is nobody to bet against.</source>
        <translation>Tutti gli altri sono all-in: non c&apos;è nessuno contro cui puntare.</translation>
    </message>
</context>
<context>
    <name>ActionDialog</name>
    <message>
        <source>Not recorded.</source>
        <translation>Non registrato.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>no spoken announcements: no text-to-speech engine is installed</source>
        <translation>niente annunci vocali: non è installato alcun motore di sintesi vocale</translation>
    </message>
    <message>
        <source>no spoken announcements: the voice is not working ({0})</source>
        <translation>niente annunci vocali: la voce non funziona ({0})</translation>
    </message>
    <message>
        <source>Level {0}: blinds {1}-{2}</source>
        <translation>Livello {0}: bui {1} e {2}</translation>
    </message>
    <message>
        <source>Level {0}: bets {1}-{2}</source>
        <translation>Livello {0}: puntate {1} e {2}</translation>
    </message>
    <message>
        <source>ante {0}</source>
        <translation>ante {0}</translation>
    </message>
    <message>
        <source>big blind ante {0}</source>
        <translation>ante del grande buio {0}</translation>
    </message>
    <message>
        <source>Break: {0} minutes</source>
        <translation>Pausa di {0} minuti</translation>
    </message>
    <message>
        <source>Colour up the {0} chips</source>
        <translation>Si cambiano le chip da {0}</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Not opened</source>
        <translation>Torneo non aperto</translation>
    </message>
    <message>
        <source>Not created</source>
        <translation>Torneo non creato</translation>
    </message>
    <message>
        <source>Structure not loaded</source>
        <translation>Struttura non caricata</translation>
    </message>
    <message>
        <source>Opening {0}…</source>
        <translation>Apertura di {0}…</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Apri un torneo</translation>
    </message>
    <message>
        <source>Tournaments (*.director);;All files (*)</source>
        <translation>Tornei (*.director);;Tutti i file (*)</translation>
    </message>
</context>
<context>
    <name>BreakStandings</name>
    <message>
        <source>{0}: top {1}</source>
        <translation>{0}: i primi {1}</translation>
    </message>
</context>
<context>
    <name>BustDialog</name>
    <message>
        <source>Bust</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Out in this hand</source>
        <translation>Fuori in questa mano</translation>
    </message>
    <message>
        <source>Stack at the start of the hand</source>
        <translation>Stack a inizio mano</translation>
    </message>
    <message>
        <source>Eliminated by</source>
        <translation>Eliminato da</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Togli</translation>
    </message>
    <message>
        <source>Take the selected player off this bust</source>
        <translation>Togli il giocatore selezionato da questa eliminazione</translation>
    </message>
    <message>
        <source>Type a name or #number</source>
        <translation>Scrivi un nome o #numero</translation>
    </message>
    <message>
        <source>Eliminated by (Enter)</source>
        <translation>Eliminato da (Invio)</translation>
    </message>
    <message>
        <source>Also out in this hand (Ctrl+Enter)</source>
        <translation>Fuori nella stessa mano (Ctrl+Invio)</translation>
    </message>
    <message>
        <source>Eliminator unknown</source>
        <translation>Eliminatore non noto</translation>
    </message>
    <message>
        <source>Split pot with</source>
        <translation>Piatto diviso con</translation>
    </message>
    <message>
        <source>Another winner of the pot that eliminated the selected players</source>
        <translation>Un altro vincitore del piatto che ha eliminato i giocatori selezionati</translation>
    </message>
    <message>
        <source>Who eliminated them? (players still playing)</source>
        <translation>Eliminato da chi? (giocatori ancora in gioco)</translation>
    </message>
    <message>
        <source>Type the chips the player had when the hand began</source>
        <translation>Scrivi le chip che il giocatore aveva a inizio mano</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>non noto</translation>
    </message>
    <message>
        <source>{0} sits at table {1}, not at table {2}: check the eliminator.</source>
        <translation>{0} siede al tavolo {1}, non al tavolo {2}: controlla chi l&apos;ha eliminato.</translation>
    </message>
    <message>
        <source>Type each stack as a number of chips, e.g. 12500.</source>
        <translation>Scrivi ogni stack come numero di chip, ad es. 12500.</translation>
    </message>
    <message>
        <source>Bubble: the {0} players left each win a seat.</source>
        <translation>Bolla: i {0} giocatori rimasti vincono un ticket ciascuno.</translation>
    </message>
    <message>
        <source>{0} (tied to {1})</source>
        <translation>{0} (pari merito con il {1})</translation>
    </message>
    <message>
        <source>{0} finishes {1}.</source>
        <translation>Posizione finale di {0}: {1}.</translation>
    </message>
    <message>
        <source>{0} collects {1} in bounties.</source>
        <translation>{0} incassa {1} di taglie.</translation>
    </message>
    <message>
        <source>{0} wins the tournament.</source>
        <translation>{0} vince il torneo.</translation>
    </message>
</context>
<context>
    <name>ButtonBar</name>
    <message>
        <source>Draw for the buttons</source>
        <translation>Sorteggia i bottoni</translation>
    </message>
    <message>
        <source>Draw for the button at every table without one, as a high-card draw does (one step, undone in one).</source>
        <translation>Sorteggia il bottone a ogni tavolo che non ce l&apos;ha, come fa il sorteggio della carta più alta (un solo passo, annullabile in uno).</translation>
    </message>
    <message>
        <source>The button is not set at table {0}.</source>
        <translation>Il bottone non è assegnato al tavolo {0}.</translation>
    </message>
    <message>
        <source>The button is not set at {0} tables ({1}, …).</source>
        <translation>Il bottone non è assegnato a {0} tavoli ({1}, …).</translation>
    </message>
    <message>
        <source>The button is not set at tables {0}.</source>
        <translation>Il bottone non è assegnato ai tavoli {0}.</translation>
    </message>
    <message>
        <source>Until it is, the blinds and the next big blind are not shown. Draw for it, or click the spot left of the seat that has it.</source>
        <translation>Finché non lo è, i bui e il prossimo grande buio non compaiono. Sorteggialo, oppure clicca lo spazio a sinistra del posto che ce l&apos;ha.</translation>
    </message>
</context>
<context>
    <name>CardPainter</name>
    <message>
        <source>Table {0}</source>
        <translation>Tavolo {0}</translation>
    </message>
    <message>
        <source>unused, {0} seats</source>
        <translation>non usato, {0} posti</translation>
    </message>
    <message>
        <source>{0} of {1} seats</source>
        <translation>{0} su {1} posti</translation>
    </message>
    <message>
        <source>button not set</source>
        <translation>bottone da assegnare</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>fisso</translation>
    </message>
    <message>
        <source>waits</source>
        <translation>attende</translation>
    </message>
    <message>
        <source>next BB</source>
        <translation>prossimo BB</translation>
    </message>
    <message>
        <source>BB</source>
        <translation>BB</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>SB</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>bloccato</translation>
    </message>
    <message>
        <source>held for {0}</source>
        <translation>riservato a {0}</translation>
    </message>
    <message>
        <source>open</source>
        <translation>libero</translation>
    </message>
    <message>
        <source>No tables yet. Add tables, then draw the seats.</source>
        <translation>Ancora nessun tavolo. Aggiungi i tavoli, poi sorteggia i posti.</translation>
    </message>
</context>
<context>
    <name>ChipCountModel</name>
    <message>
        <source>Table / seat</source>
        <translation>Tavolo / posto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Last count</source>
        <translation>Ultimo conteggio</translation>
    </message>
    <message>
        <source>Count now</source>
        <translation>Nuovo conteggio</translation>
    </message>
    <message>
        <source>Not a number of chips</source>
        <translation>Non è un numero di chip</translation>
    </message>
</context>
<context>
    <name>ChipCountsDialog</name>
    <message>
        <source>Chip counts</source>
        <translation>Conteggio delle chip</translation>
    </message>
    <message>
        <source>Find a player</source>
        <translation>Cerca un giocatore</translation>
    </message>
    <message>
        <source>Type each stack and press Enter to go to the next player. Players left blank keep their last count.</source>
        <translation>Scrivi ogni stack e premi Invio per passare al giocatore successivo. Chi resta vuoto mantiene l&apos;ultimo conteggio.</translation>
    </message>
    <message>
        <source>Save the counts (Ctrl+Enter)</source>
        <translation>Salva i conteggi (Ctrl+Invio)</translation>
    </message>
    <message>
        <source>One count is not a number of chips (in red).</source>
        <translation>Un conteggio non è un numero di chip (in rosso).</translation>
    </message>
    <message>
        <source>{0} counts are not numbers of chips (in red).</source>
        <translation>{0} conteggi non sono numeri di chip (in rosso).</translation>
    </message>
    <message>
        <source>Type at least one count.</source>
        <translation>Scrivi almeno un conteggio.</translation>
    </message>
    <message>
        <source>Chip counts at table {0}</source>
        <translation>Conteggio chip al tavolo {0}</translation>
    </message>
    <message>
        <source>Enter each player&apos;s stack as counted. Stacks marked * were never counted: they are what the entry bought.</source>
        <translation>Inserisci lo stack contato di ogni giocatore. Gli stack segnati con * non sono mai stati contati: sono quelli dell&apos;ingresso.</translation>
    </message>
    <message>
        <source>Seat {0}: {1}</source>
        <translation>Posto {0}: {1}</translation>
    </message>
</context>
<context>
    <name>ChipsDialog</name>
    <message>
        <source>Chips of {0}</source>
        <translation>Chip di {0}</translation>
    </message>
    <message>
        <source>e.g. 12500</source>
        <translation>ad es. 12500</translation>
    </message>
    <message>
        <source>Type the chips as a number, e.g. 12500.</source>
        <translation>Scrivi le chip come numero, ad es. 12500.</translation>
    </message>
</context>
<context>
    <name>ClockControls</name>
    <message>
        <source>&amp;Go to level…</source>
        <translation>Vai al &amp;livello…</translation>
    </message>
    <message>
        <source>S&amp;tart / pause</source>
        <translation>&amp;Avvia / sospendi</translation>
    </message>
    <message>
        <source>&amp;Next level</source>
        <translation>Livello &amp;successivo</translation>
    </message>
    <message>
        <source>&amp;Previous level</source>
        <translation>Livello &amp;precedente</translation>
    </message>
    <message>
        <source>Add a &amp;minute</source>
        <translation>Aggiungi un &amp;minuto</translation>
    </message>
    <message>
        <source>R&amp;emove a minute</source>
        <translation>&amp;Togli un minuto</translation>
    </message>
    <message>
        <source>&amp;Restart level</source>
        <translation>&amp;Riavvia il livello</translation>
    </message>
    <message>
        <source>Go to the next &amp;break</source>
        <translation>Vai alla prossima pa&amp;usa</translation>
    </message>
    <message>
        <source>Spoken &amp;announcements</source>
        <translation>Annunci &amp;vocali</translation>
    </message>
    <message>
        <source>&amp;Sounds</source>
        <translation>Su&amp;oni</translation>
    </message>
    <message>
        <source>Start the clock</source>
        <translation>Avvia l&apos;orologio</translation>
    </message>
    <message>
        <source>Nobody is seated yet. Start the clock anyway?</source>
        <translation>Nessuno è ancora seduto. Avviare comunque l&apos;orologio?</translation>
    </message>
    <message>
        <source>Go to level</source>
        <translation>Vai al livello</translation>
    </message>
    <message>
        <source>Level (1 to {0}):</source>
        <translation>Livello (da 1 a {0}):</translation>
    </message>
    <message>
        <source>Announcements on</source>
        <translation>Annunci attivati</translation>
    </message>
</context>
<context>
    <name>ClockPanel</name>
    <message>
        <source>Next level</source>
        <translation>Prossimo livello</translation>
    </message>
    <message>
        <source>Next break</source>
        <translation>Prossima pausa</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>Tempo trascorso</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Precedente</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Successivo ▶</translation>
    </message>
    <message>
        <source>− 1 min</source>
        <translation>− 1 min</translation>
    </message>
    <message>
        <source>+ 1 min</source>
        <translation>+ 1 min</translation>
    </message>
    <message>
        <source>Restart level</source>
        <translation>Riavvia il livello</translation>
    </message>
    <message>
        <source>Go to break</source>
        <translation>Vai alla pausa</translation>
    </message>
    <message>
        <source>Double-click a level to jump to it.</source>
        <translation>Doppio clic su un livello per passarci.</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>colour up {0}</source>
        <translation>cambio chip da {0}</translation>
    </message>
    <message>
        <source>blinds after the break</source>
        <translation>bui dopo la pausa</translation>
    </message>
    <message>
        <source>Level {0}</source>
        <translation>Livello {0}</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Sospeso</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Non iniziato</translation>
    </message>
    <message>
        <source>break ({0} min)</source>
        <translation>pausa ({0} min)</translation>
    </message>
    <message>
        <source>this is the last level</source>
        <translation>questo è l&apos;ultimo livello</translation>
    </message>
    <message>
        <source>now</source>
        <translation>adesso</translation>
    </message>
    <message>
        <source>none scheduled</source>
        <translation>nessuna in programma</translation>
    </message>
    <message>
        <source>in {0}</source>
        <translation>tra {0}</translation>
    </message>
    <message>
        <source>The last level&apos;s time is over: the blinds stay as they are.</source>
        <translation>Il tempo dell&apos;ultimo livello è scaduto: i bui restano questi.</translation>
    </message>
    <message>
        <source>Only 1 level left in the structure.</source>
        <translation>Resta un solo livello nella struttura.</translation>
    </message>
    <message>
        <source>Only {0} levels left in the structure.</source>
        <translation>Restano solo {0} livelli nella struttura.</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Sospendi</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Avvia</translation>
    </message>
</context>
<context>
    <name>ClubDialog</name>
    <message>
        <source>Not saved.</source>
        <translation>Non salvato.</translation>
    </message>
</context>
<context>
    <name>ClubFiles</name>
    <message>
        <source>{0} players added from {1}; {2} the club had already.</source>
        <translation>{0} giocatori aggiunti da {1}; {2} erano già nel circolo.</translation>
    </message>
    <message>
        <source>{0} players written to {1}.</source>
        <translation>{0} giocatori scritti in {1}.</translation>
    </message>
    <message>
        <source>{0} - standings</source>
        <translation>{0} - classifica</translation>
    </message>
    <message>
        <source>{0} - history</source>
        <translation>{0} - storico</translation>
    </message>
    <message>
        <source>Preparing the sheet…</source>
        <translation>Preparazione del foglio…</translation>
    </message>
    <message>
        <source>Saved and opened {0}</source>
        <translation>Salvato e aperto: {0}</translation>
    </message>
    <message>
        <source>The sheet could not be saved: {0}</source>
        <translation>Impossibile salvare il foglio: {0}</translation>
    </message>
</context>
<context>
    <name>ClubTab</name>
    <message>
        <source>Search: name, nickname or member no.</source>
        <translation>Cerca: nome, soprannome o n. tessera</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Storico</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Aggiungi…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifica…</translation>
    </message>
    <message>
        <source>Merge…</source>
        <translation>Unisci…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Importa CSV…</translation>
    </message>
    <message>
        <source>Add the players of a CSV file (Excel&apos;s too)</source>
        <translation>Aggiunge i giocatori di un file CSV (anche di Excel)</translation>
    </message>
    <message>
        <source>Print history…</source>
        <translation>Stampa storico…</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Select a player first.</source>
        <translation>Prima seleziona un giocatore.</translation>
    </message>
    <message>
        <source>Merging needs two records of one person.</source>
        <translation>Per unire servono due schede della stessa persona.</translation>
    </message>
    <message>
        <source>Nothing to undo in the club.</source>
        <translation>Niente da annullare nel circolo.</translation>
    </message>
    <message>
        <source>Undo {0}</source>
        <translation>Annulla {0}</translation>
    </message>
    <message>
        <source>History (select a player)</source>
        <translation>Storico (seleziona un giocatore)</translation>
    </message>
    <message>
        <source>History of {0}</source>
        <translation>Storico di {0}</translation>
    </message>
    <message>
        <source>Saved: {0}.</source>
        <translation>Salvato: {0}.</translation>
    </message>
    <message>
        <source>Merged into {0}.</source>
        <translation>Unito a {0}.</translation>
    </message>
    <message>
        <source>Undone: {0}.</source>
        <translation>Annullato: {0}.</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Importa giocatori</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt)</source>
        <translation>File CSV (*.csv *.txt)</translation>
    </message>
</context>
<context>
    <name>CountDialog</name>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
</context>
<context>
    <name>CountedModel</name>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Ingressi</translation>
    </message>
</context>
<context>
    <name>CsvFiles</name>
    <message>
        <source>Importing {0}…</source>
        <translation>Importazione di {0}…</translation>
    </message>
    <message>
        <source>{0} players imported from {1}</source>
        <translation>{0} giocatori importati da {1}</translation>
    </message>
    <message>
        <source>Import cancelled: nobody was imported</source>
        <translation>Importazione annullata: non è stato importato nessuno</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Importa giocatori</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt)</source>
        <translation>File CSV (*.csv *.txt)</translation>
    </message>
    <message>
        <source>Export entrants</source>
        <translation>Esporta iscritti</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>{0} entrants exported to {1}</source>
        <translation>{0} iscritti esportati in {1}</translation>
    </message>
</context>
<context>
    <name>DayTwoDialog</name>
    <message>
        <source>New day 2 from flights</source>
        <translation>Nuovo day 2 dai flight</translation>
    </message>
    <message>
        <source>&amp;Add flights…</source>
        <translation>&amp;Aggiungi flight…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Togli</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>S&amp;cegli…</translation>
    </message>
    <message>
        <source>&amp;Make day 2</source>
        <translation>&amp;Crea il day 2</translation>
    </message>
    <message>
        <source>Flights:</source>
        <translation>Flight:</translation>
    </message>
    <message>
        <source>Day 2 file:</source>
        <translation>File del day 2:</translation>
    </message>
    <message>
        <source>The flights&apos; files</source>
        <translation>I file dei flight</translation>
    </message>
    <message>
        <source>Day 2 file</source>
        <translation>File del day 2</translation>
    </message>
    <message>
        <source>Choose the flights&apos; files.</source>
        <translation>Scegli i file dei flight.</translation>
    </message>
    <message>
        <source>Choose the day 2 file.</source>
        <translation>Scegli il file del day 2.</translation>
    </message>
    <message>
        <source>Flights: %1. Entries: %2, players: %3, pool %4. To day 2: %5 players.</source>
        <translation>Flight: %1. Ingressi: %2, giocatori: %3, montepremi %4. Al day 2: %5 giocatori.</translation>
    </message>
</context>
<context>
    <name>DealBox</name>
    <message>
        <source>Deal among the players left</source>
        <translation>Accordo tra i giocatori rimasti</translation>
    </message>
    <message>
        <source>Record deal</source>
        <translation>Registra l&apos;accordo</translation>
    </message>
    <message>
        <source>Fix the prizes as agreed (Ctrl+Enter).</source>
        <translation>Fissa i premi come concordato (Ctrl+Invio).</translation>
    </message>
    <message>
        <source>Split by:</source>
        <translation>Dividi con:</translation>
    </message>
    <message>
        <source>&amp;ICM</source>
        <translation>ICM</translation>
    </message>
    <message>
        <source>Each player takes their ICM value (I).</source>
        <translation>Ogni giocatore prende il proprio valore ICM (I).</translation>
    </message>
    <message>
        <source>&amp;Chip chop</source>
        <translation>Chip chop</translation>
    </message>
    <message>
        <source>Each player is sure of the smallest prize; the rest by chips (C).</source>
        <translation>Ogni giocatore si assicura il premio più basso; il resto in proporzione alle chip (C).</translation>
    </message>
    <message>
        <source>Agreed a&amp;mounts</source>
        <translation>Importi concordati</translation>
    </message>
    <message>
        <source>Type the amounts the players agreed in the Deal column (M).</source>
        <translation>Scrivi nella colonna Accordo gli importi concordati dai giocatori (M).</translation>
    </message>
    <message>
        <source>Left to play for:</source>
        <translation>In palio:</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>Taken off the top before the split; the winner takes it (F).</source>
        <translation>Si toglie prima della divisione e va al vincitore (F).</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is not a number of chips; write it like 25000.</source>
        <translation>&apos;{0}&apos; non è un numero di chip; scrivilo come 25000.</translation>
    </message>
    <message>
        <source>Left to play for: {0}</source>
        <translation>In palio: {0}</translation>
    </message>
    <message>
        <source>Record this deal? It fixes the prizes of the players left.</source>
        <translation>Registrare questo accordo? Fissa i premi dei giocatori rimasti.</translation>
    </message>
    <message>
        <source>{0} of {1} chip counts are missing: double-click a Chips cell (or press S) to enter them.</source>
        <translation>Conteggi delle chip mancanti: {0} su {1}. Fai doppio clic su una cella Chip (o premi S) per inserirli.</translation>
    </message>
    <message>
        <source>A deal is recorded.</source>
        <translation>È registrato un accordo.</translation>
    </message>
    <message>
        <source>The amounts must add up first.</source>
        <translation>Prima gli importi devono quadrare.</translation>
    </message>
    <message>
        <source>Before rounding: {0}</source>
        <translation>Prima dell&apos;arrotondamento: {0}</translation>
    </message>
    <message>
        <source>No prizes to share yet.</source>
        <translation>Ancora nessun premio da dividere.</translation>
    </message>
    <message>
        <source>Prizes still to be paid: {0} ({1} in all).</source>
        <translation>Premi ancora da pagare: {0} ({1} in tutto).</translation>
    </message>
    <message>
        <source>Chips counted: {0} of the {1} in play.</source>
        <translation>Chip contate: {0} delle {1} in gioco.</translation>
    </message>
    <message>
        <source>✓ The deal pays {0}: the prizes that were still to be paid.</source>
        <translation>✓ L&apos;accordo paga {0}: i premi che restavano da pagare.</translation>
    </message>
    <message>
        <source>✗ The deal pays {0} but {1} was to be paid.</source>
        <translation>✗ L&apos;accordo paga {0}, ma c&apos;erano da pagare {1}.</translation>
    </message>
    <message>
        <source>✓ {0} shared now + {1} left to play for = {2}, the prizes still to be paid.</source>
        <translation>✓ {0} divisi ora + {1} in palio = {2}, i premi ancora da pagare.</translation>
    </message>
    <message>
        <source>✓ {0} shared: exactly the prizes still to be paid.</source>
        <translation>✓ {0} divisi: esattamente i premi ancora da pagare.</translation>
    </message>
    <message>
        <source>✗ The amounts add up to {0}: {1} less than the {2} to share.</source>
        <translation>✗ Gli importi sommano {0}: {1} in meno dei {2} da dividere.</translation>
    </message>
    <message>
        <source>✗ The amounts add up to {0}: {1} more than the {2} to share.</source>
        <translation>✗ Gli importi sommano {0}: {1} in più dei {2} da dividere.</translation>
    </message>
    <message>
        <source>ICM: each player takes their expected prize if the places were drawn one by one in proportion to the chips of those still in.</source>
        <translation>ICM: ogni giocatore prende il premio atteso se i posti venissero estratti uno alla volta in proporzione alle chip di chi è ancora in gioco.</translation>
    </message>
    <message>
        <source>Chip chop: each player is sure of {0} (the smallest prize); the rest is shared in proportion to chips, nobody taking more than {1}.</source>
        <translation>Chip chop: ogni giocatore si assicura {0} (il premio più basso); il resto si divide in proporzione alle chip, senza che nessuno prenda più di {1}.</translation>
    </message>
    <message>
        <source>Agreed amounts: type what each player takes in the Deal column; they start from the last deal worked out.</source>
        <translation>Importi concordati: scrivi nella colonna Accordo quanto prende ogni giocatore; si parte dall&apos;ultimo accordo calcolato.</translation>
    </message>
    <message>
        <source>{0} is left to play for and goes to the winner.</source>
        <translation>{0} restano in palio e vanno al vincitore.</translation>
    </message>
    <message>
        <source>ICM</source>
        <translation>ICM</translation>
    </message>
    <message>
        <source>chip chop</source>
        <translation>chip chop</translation>
    </message>
    <message>
        <source>agreed amounts</source>
        <translation>importi concordati</translation>
    </message>
    <message>
        <source>A deal is recorded ({0}): these players&apos; prizes are fixed.</source>
        <translation>È registrato un accordo ({0}): i premi di questi giocatori sono fissati.</translation>
    </message>
    <message>
        <source>The winner also takes the {0} left to play for.</source>
        <translation>Il vincitore prende anche i {0} in palio.</translation>
    </message>
    <message>
        <source>Edit ▸ Undo takes the deal back.</source>
        <translation>Modifica ▸ Annulla revoca l&apos;accordo.</translation>
    </message>
</context>
<context>
    <name>DealModel</name>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Chips %</source>
        <translation>% chip</translation>
    </message>
    <message>
        <source>Prize in chip order</source>
        <translation>Premio per ordine di chip</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Accordo</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenza</translation>
    </message>
    <message>
        <source>The counted stack; double-click (or press S) to enter a count.</source>
        <translation>Lo stack contato; doppio clic (o S) per inserire un conteggio.</translation>
    </message>
    <message>
        <source>The player&apos;s share of the chips in play.</source>
        <translation>La quota del giocatore sulle chip in gioco.</translation>
    </message>
    <message>
        <source>The prize of the place the stack ranks: what the player would take if they finished in chip order.</source>
        <translation>Il premio del posto che corrisponde allo stack: quanto prenderebbe il giocatore se la classifica finale seguisse l&apos;ordine delle chip.</translation>
    </message>
    <message>
        <source>What the deal gives the player now.</source>
        <translation>Quanto l&apos;accordo dà adesso al giocatore.</translation>
    </message>
    <message>
        <source>The deal less the prize in chip order.</source>
        <translation>L&apos;accordo meno il premio per ordine di chip.</translation>
    </message>
</context>
<context>
    <name>DealPanel</name>
    <message>
        <source>Set the button</source>
        <translation>Posiziona il bottone</translation>
    </message>
    <message>
        <source>Chip counts…</source>
        <translation>Conteggio chip…</translation>
    </message>
    <message>
        <source>Deal (D)</source>
        <translation>Distribuisci (D)</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>Show the whole commitment (SHA-256)</source>
        <translation>Mostra l&apos;impronta completa (SHA-256)</translation>
    </message>
    <message>
        <source>Hide the whole commitment</source>
        <translation>Nascondi l&apos;impronta completa</translation>
    </message>
    <message>
        <source>Finish the hand in progress first (or call a misdeal).</source>
        <translation>Prima finisci la mano in corso (o dichiara mano nulla).</translation>
    </message>
    <message>
        <source>Not during a hand.</source>
        <translation>Non durante una mano.</translation>
    </message>
    <message>
        <source>Table {0}</source>
        <translation>Tavolo {0}</translation>
    </message>
    <message>
        <source>Sitting out this hand (waiting for the big blind): {0}</source>
        <translation>Fuori da questa mano (attendono il grande buio): {0}</translation>
    </message>
    <message>
        <source>Stacks marked * were never counted: they are what the entry bought. Correct them with Chip counts.</source>
        <translation>Gli stack segnati con * non sono mai stati contati: sono quelli dell&apos;ingresso. Correggili con Conteggio chip.</translation>
    </message>
    <message>
        <source>Seat {0}: {1}</source>
        <translation>Posto {0}: {1}</translation>
    </message>
    <message>
        <source>Redeal&apos;s own deck: commitment {0}</source>
        <translation>Nuovo mazzo, impronta propria: {0}</translation>
    </message>
    <message>
        <source>Hand {0}: {1} · next deck {2}</source>
        <translation>Mano {0}: {1} · prossimo mazzo {2}</translation>
    </message>
    <message>
        <source>The redeal has its own deck, a new shuffle; its commitment (SHA-256), published at the misdeal:
{0}
The first deal&apos;s commitment:
{1}</source>
        <translation>La nuova distribuzione ha un mazzo suo, rimescolato di nuovo; la sua impronta (SHA-256), pubblicata alla mano nulla:
{0}
L&apos;impronta della prima distribuzione:
{1}</translation>
    </message>
    <message>
        <source>This hand&apos;s deck: commitment {0}</source>
        <translation>Mazzo di questa mano: impronta {0}</translation>
    </message>
    <message>
        <source>Deck commitment (SHA-256), published before the deal:
{0}</source>
        <translation>Impronta del mazzo (SHA-256), pubblicata prima della distribuzione:
{0}</translation>
    </message>
    <message>
        <source>Hand {0} deck revealed, {1}.
Secret: {2}
Next deck commitment:
{3}</source>
        <translation>Mano {0}: mazzo rivelato, {1}.
Segreto: {2}
Impronta del prossimo mazzo:
{3}</translation>
    </message>
    <message>
        <source>Redeal {0} deck commitment:
{1}</source>
        <translation>Impronta del mazzo della nuova distribuzione {0}:
{1}</translation>
    </message>
    <message>
        <source>Next deck: commitment {0}</source>
        <translation>Prossimo mazzo: impronta {0}</translation>
    </message>
    <message>
        <source>Next deck commitment (SHA-256):
{0}</source>
        <translation>Impronta del prossimo mazzo (SHA-256):
{0}</translation>
    </message>
    <message>
        <source>deck DOES NOT MATCH</source>
        <translation>il mazzo NON CORRISPONDE</translation>
    </message>
    <message>
        <source>deck verified</source>
        <translation>mazzo verificato</translation>
    </message>
    <message>
        <source>DOES NOT MATCH the commitment</source>
        <translation>NON CORRISPONDE all&apos;impronta</translation>
    </message>
    <message>
        <source>verified: the deck was not changed before the dealer&apos;s error (the reshuffle it called for is in the hand&apos;s history)</source>
        <translation>verificato: il mazzo non è stato cambiato prima dell&apos;errore del mazziere (il nuovo mescolamento che ne è seguito è nella storia della mano)</translation>
    </message>
    <message>
        <source>verified: the deck was not changed</source>
        <translation>verificato: il mazzo non è stato cambiato</translation>
    </message>
</context>
<context>
    <name>DealerErrorMenu</name>
    <message>
        <source>No hand is being dealt.</source>
        <translation>Non c&apos;è una mano in corso.</translation>
    </message>
    <message>
        <source>Cancel the hand: nothing is recorded, blinds and antes go back, the button stays.</source>
        <translation>Annulla la mano: non si registra nulla, bui e ante tornano indietro, il bottone resta dov&apos;è.</translation>
    </message>
    <message>
        <source>Tell the app what the dealer did wrong: the club&apos;s rules decide (X).</source>
        <translation>Indica l&apos;errore del mazziere: decide il regolamento del club (X).</translation>
    </message>
    <message>
        <source>The &amp;first hole card dealt was exposed</source>
        <translation>È stata scoperta la &amp;prima carta coperta distribuita</translation>
    </message>
    <message>
        <source>&amp;Another hole card was exposed…</source>
        <translation>È stata scoperta un&apos;&amp;altra carta coperta…</translation>
    </message>
    <message>
        <source>&amp;Two or more hole cards were exposed…</source>
        <translation>Sono state scoperte &amp;due o più carte coperte…</translation>
    </message>
    <message>
        <source>An e&amp;xtra card was dealt to the first player</source>
        <translation>È stata distribuita una carta e&amp;xtra al primo giocatore</translation>
    </message>
    <message>
        <source>&amp;More than one extra card was dealt to the first player…</source>
        <translation>È stata distribuita più di &amp;una carta extra al primo giocatore…</translation>
    </message>
    <message>
        <source>The f&amp;lop came with too many cards…</source>
        <translation>Il &amp;flop aveva troppe carte…</translation>
    </message>
    <message>
        <source>&amp;Cancel the hand (nothing is recorded)</source>
        <translation>A&amp;nnulla la mano (non si registra nulla)</translation>
    </message>
    <message>
        <source>The &amp;first hole card dealt was exposed ({0} to {1})</source>
        <translation>È stata scoperta la &amp;prima carta coperta distribuita ({0} di {1})</translation>
    </message>
    <message>
        <source>An e&amp;xtra card was dealt to {0}</source>
        <translation>È stata distribuita una carta e&amp;xtra a {0}</translation>
    </message>
    <message>
        <source>&amp;More than one extra card was dealt to {0}…</source>
        <translation>È stata distribuita più di &amp;una carta extra a {0}…</translation>
    </message>
    <message>
        <source>{0}: {1} (the first card dealt)</source>
        <translation>{0}: {1} (la prima carta distribuita)</translation>
    </message>
    <message>
        <source>{0}: {1} (first card)</source>
        <translation>{0}: {1} (prima carta)</translation>
    </message>
    <message>
        <source>{0}: {1} (second card)</source>
        <translation>{0}: {1} (seconda carta)</translation>
    </message>
    <message>
        <source>Extra cards dealt</source>
        <translation>Carte extra distribuite</translation>
    </message>
    <message>
        <source>How many extra cards did {0} get? More than one is a misdeal.</source>
        <translation>Quante carte extra ha ricevuto {0}? Più di una: mano nulla.</translation>
    </message>
    <message>
        <source>A flop with too many cards</source>
        <translation>Un flop con troppe carte</translation>
    </message>
    <message>
        <source>How many cards too many came on the flop? The flop is dealt again either way.</source>
        <translation>Quante carte di troppo aveva il flop? Il flop si ridistribuisce in ogni caso.</translation>
    </message>
</context>
<context>
    <name>DesignDialog</name>
    <message>
        <source>Design a structure</source>
        <translation>Progetta una struttura</translation>
    </message>
    <message>
        <source>Use this structure</source>
        <translation>Usa questa struttura</translation>
    </message>
    <message>
        <source>Say what the night is, then press Design.</source>
        <translation>Indica com&apos;è la serata, poi premi Progetta.</translation>
    </message>
    <message>
        <source>e.g. 25, 100, 500, 1000, 5000</source>
        <translation>es. 25, 100, 500, 1000, 5000</translation>
    </message>
    <message>
        <source>Big blind ante</source>
        <translation>Ante del big blind</translation>
    </message>
    <message>
        <source>Classic antes (every player)</source>
        <translation>Ante classici (ogni giocatore)</translation>
    </message>
    <message>
        <source>No antes</source>
        <translation>Nessun ante</translation>
    </message>
    <message>
        <source>no breaks</source>
        <translation>nessuna pausa</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Progetta</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Stack iniziale</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Ore</translation>
    </message>
    <message>
        <source>Minutes per level</source>
        <translation>Minuti per livello</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Antes</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Break every</source>
        <translation>Pausa ogni</translation>
    </message>
    <message>
        <source>Break minutes</source>
        <translation>Minuti di pausa</translation>
    </message>
    <message>
        <source>Rebuys (in all)</source>
        <translation>Rebuy (in tutto)</translation>
    </message>
    <message>
        <source>Add-ons (in all)</source>
        <translation>Add-on (in tutto)</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Blinds</source>
        <translation>Bui</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minuti</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>Chips: &apos;{0}&apos; is not a chip value; write them like 25, 100, 500.</source>
        <translation>Chip: &apos;{0}&apos; non è il valore di una chip; scrivile come 25, 100, 500.</translation>
    </message>
    <message>
        <source>Designing…</source>
        <translation>Progettazione in corso…</translation>
    </message>
    <message>
        <source>Nothing designed.</source>
        <translation>Nessuna struttura progettata.</translation>
    </message>
    <message>
        <source>colour up {0}</source>
        <translation>cambio chip da {0}</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>The estimated end falls in this level.</source>
        <translation>La fine stimata cade in questo livello.</translation>
    </message>
</context>
<context>
    <name>EntrantsModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Table / seat</source>
        <translation>Tavolo / posto</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Rebuys</source>
        <translation>Rebuy</translation>
    </message>
    <message>
        <source>Add-ons</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Premio</translation>
    </message>
    <message>
        <source>Bounties</source>
        <translation>Taglie</translation>
    </message>
    <message>
        <source>seat won</source>
        <translation>ticket vinto</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vincitore</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>in gioco</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>ritiro</translation>
    </message>
    <message>
        <source>out</source>
        <translation>fuori</translation>
    </message>
    <message>
        <source>out {0}–{1}</source>
        <translation>fuori {0}–{1}</translation>
    </message>
    <message>
        <source>out {0}</source>
        <translation>fuori {0}</translation>
    </message>
    <message>
        <source>Email: {0}</source>
        <translation>Email: {0}</translation>
    </message>
    <message>
        <source>Phone: {0}</source>
        <translation>Telefono: {0}</translation>
    </message>
    <message>
        <source>Notes: {0}</source>
        <translation>Note: {0}</translation>
    </message>
    <message>
        <source>Brought back: {0}</source>
        <translation>Riammissione: {0}</translation>
    </message>
    <message>
        <source>Busted by {0}</source>
        <translation>Eliminato da {0}</translation>
    </message>
    <message>
        <source>Withdrawn: refunded, not counted in the entries or the pool</source>
        <translation>Ritiro: ingresso rimborsato, non conta negli ingressi né nel montepremi</translation>
    </message>
    <message>
        <source>Bounty on their head now; bounty cash won: {0}, knockouts: {1}</source>
        <translation>Taglia sulla sua testa ora; taglie vinte: {0}, eliminazioni: {1}</translation>
    </message>
</context>
<context>
    <name>EntrantsTab</name>
    <message>
        <source>Search by name, nickname or #number (Ctrl+F) — Enter goes to the list</source>
        <translation>Cerca per nome, soprannome o #numero (Ctrl+F) — Invio passa all&apos;elenco</translation>
    </message>
    <message>
        <source>Rebuy</source>
        <translation>Rebuy</translation>
    </message>
    <message>
        <source>Double rebuy</source>
        <translation>Rebuy doppio</translation>
    </message>
    <message>
        <source>Add-on</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <source>Re-entry</source>
        <translation>Rientro</translation>
    </message>
    <message>
        <source>{0} of {1} shown</source>
        <translation>{0} su {1} mostrati</translation>
    </message>
    <message>
        <source>1 entry</source>
        <translation>1 ingresso</translation>
    </message>
    <message>
        <source>{0} entries</source>
        <translation>{0} ingressi</translation>
    </message>
    <message>
        <source>{0} playing</source>
        <translation>{0} in gioco</translation>
    </message>
    <message>
        <source>1 rebuy</source>
        <translation>1 rebuy</translation>
    </message>
    <message>
        <source>{0} rebuys</source>
        <translation>{0} rebuy</translation>
    </message>
    <message>
        <source>1 add-on</source>
        <translation>1 add-on</translation>
    </message>
    <message>
        <source>{0} add-ons</source>
        <translation>{0} add-on</translation>
    </message>
    <message>
        <source>prize pool {0}</source>
        <translation>montepremi {0}</translation>
    </message>
    <message>
        <source>Select one entrant in the list first.</source>
        <translation>Prima seleziona un iscritto nell&apos;elenco.</translation>
    </message>
    <message>
        <source>Select only one entrant for this.</source>
        <translation>Per questo seleziona un solo iscritto.</translation>
    </message>
    <message>
        <source>Nobody is playing.</source>
        <translation>Non c&apos;è nessuno in gioco.</translation>
    </message>
    <message>
        <source>Registration is closed{0}; you can still register a player as the director&apos;s decision (Insert or Ctrl+I)</source>
        <translation>Le iscrizioni sono chiuse{0}; puoi ancora iscrivere un giocatore per decisione del direttore (Ins o Ctrl+I)</translation>
    </message>
    <message>
        <source>Table {0}, seat {1}.</source>
        <translation>Tavolo {0}, posto {1}.</translation>
    </message>
    <message>
        <source>There is no free seat: add a table, then seat the player.</source>
        <translation>Non c&apos;è un posto libero: aggiungi un tavolo, poi fai sedere il giocatore.</translation>
    </message>
    <message>
        <source>{0} is registered (entry #{1}).</source>
        <translation>Nuova iscrizione: {0} (ingresso #{1}).</translation>
    </message>
    <message>
        <source>Not added to the club&apos;s players: {0}.</source>
        <translation>Non aggiunto ai giocatori del circolo: {0}.</translation>
    </message>
    <message>
        <source>{0}.

Allow it anyway? It is recorded as the director&apos;s decision.</source>
        <translation>{0}.

Consentirlo comunque? Sarà registrato come decisione del direttore.</translation>
    </message>
    <message>
        <source>Hand over {0} chips.</source>
        <translation>Consegnare {0} chip.</translation>
    </message>
    <message>
        <source>Collect {0}, hand over {1} chips.</source>
        <translation>Incassare {0}, consegnare {1} chip.</translation>
    </message>
    <message>
        <source>Double rebuy for {0} ({1} rebuys so far).</source>
        <translation>Rebuy doppio per {0} ({1} rebuy finora).</translation>
    </message>
    <message>
        <source>Rebuy for {0} ({1} so far).</source>
        <translation>Rebuy per {0} ({1} finora).</translation>
    </message>
    <message>
        <source>Add-on for {0}.</source>
        <translation>Add-on per {0}.</translation>
    </message>
    <message>
        <source>{0} enters again (entry #{1}).</source>
        <translation>{0} rientra (ingresso #{1}).</translation>
    </message>
    <message>
        <source>Prize for {0}: {1}.</source>
        <translation>Premio per {0}: {1}.</translation>
    </message>
    <message>
        <source>{0} is back in the tournament.</source>
        <translation>{0} è di nuovo in gioco.</translation>
    </message>
    <message>
        <source>{0} has {1} chips.</source>
        <translation>{0} ha {1} chip.</translation>
    </message>
    <message>
        <source>Chip count saved for 1 player.</source>
        <translation>Conteggio salvato per 1 giocatore.</translation>
    </message>
    <message>
        <source>Chip counts saved for {0} players.</source>
        <translation>Conteggi salvati per {0} giocatori.</translation>
    </message>
    <message>
        <source>{0}: details saved.</source>
        <translation>{0}: dati salvati.</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Ritiro</translation>
    </message>
    <message>
        <source>Withdraw {0}? The entry is cancelled and refunded: it no longer counts in the entries or the prize pool.</source>
        <translation>Ritirare {0}? L&apos;ingresso viene annullato e rimborsato: non conta più negli ingressi né nel montepremi.</translation>
    </message>
    <message>
        <source>{0} is withdrawn (refunded).</source>
        <translation>Ritiro di {0}: ingresso rimborsato.</translation>
    </message>
</context>
<context>
    <name>Estimate</name>
    <message>
        <source>{0} min</source>
        <translation>{0} min</translation>
    </message>
    <message>
        <source>{0} h {1:02d} min</source>
        <translation>{0} h {1:02d} min</translation>
    </message>
    <message>
        <source>{0} h {1:02d}</source>
        <translation>{0} h {1:02d}</translation>
    </message>
    <message>
        <source>Estimated end: about {0} (10-90 %: {1} – {2}), in level {3}{4}</source>
        <translation>Fine stimata: circa {0} (10-90 %: {1} – {2}), al livello {3}{4}</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Mediana</translation>
    </message>
    <message>
        <source>10-90 %</source>
        <translation>10-90 %</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>Hours from the start</source>
        <translation>Ore dall&apos;inizio</translation>
    </message>
    <message>
        <source>Players left</source>
        <translation>Giocatori rimasti</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation>Stack medio</translation>
    </message>
    <message>
        <source>Big blinds (logarithmic scale)</source>
        <translation>Big blind (scala logaritmica)</translation>
    </message>
    <message>
        <source>No estimate.</source>
        <translation>Nessuna stima.</translation>
    </message>
    <message>
        <source>Estimating…</source>
        <translation>Stima in corso…</translation>
    </message>
</context>
<context>
    <name>EstimateDialog</name>
    <message>
        <source>Estimate: {0}</source>
        <translation>Stima: {0}</translation>
    </message>
    <message>
        <source>Hands a full table deals in an hour (about 30 in a live room).</source>
        <translation>Mani che un tavolo completo gioca in un&apos;ora (circa 30 dal vivo).</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Stack iniziale</translation>
    </message>
    <message>
        <source>Rebuys (in all)</source>
        <translation>Rebuy (in tutto)</translation>
    </message>
    <message>
        <source>Add-ons (in all)</source>
        <translation>Add-on (in tutto)</translation>
    </message>
    <message>
        <source>Hands an hour per table</source>
        <translation>Mani all&apos;ora per tavolo</translation>
    </message>
</context>
<context>
    <name>EventSection</name>
    <message>
        <source>e.g. Friday tournament</source>
        <translation>ad es. Torneo del venerdì</translation>
    </message>
    <message>
        <source>day/month/year, e.g. 29/11/2026</source>
        <translation>giorno/mese/anno, ad es. 29/11/2026</translation>
    </message>
    <message>
        <source>e.g. Circolo del Poker, Milano</source>
        <translation>ad es. Circolo del Poker, Milano</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Data:</translation>
    </message>
    <message>
        <source>Venue:</source>
        <translation>Luogo:</translation>
    </message>
    <message>
        <source>Give the tournament a name; it is printed on every sheet.</source>
        <translation>Dai un nome al torneo: viene stampato su ogni foglio.</translation>
    </message>
</context>
<context>
    <name>ExposedCardsDialog</name>
    <message>
        <source>Hole cards exposed by the dealer</source>
        <translation>Carte coperte scoperte dal mazziere</translation>
    </message>
    <message>
        <source>Tick every hole card the dealer exposed (two or more: a misdeal).</source>
        <translation>Spunta ogni carta coperta scoperta dal mazziere (due o più: mano nulla).</translation>
    </message>
    <message>
        <source>A hole card exposed by the dealer</source>
        <translation>Una carta coperta scoperta dal mazziere</translation>
    </message>
    <message>
        <source>Which card did the dealer expose? The player cannot keep it: it is replaced by the top card of the deck and becomes the burn card.</source>
        <translation>Quale carta ha scoperto il mazziere? Il giocatore non può tenerla: viene sostituita dalla prima carta del mazzo e diventa la carta bruciata.</translation>
    </message>
    <message>
        <source>Tick at least two cards (one card: Another hole card).</source>
        <translation>Spunta almeno due carte (per una carta sola: È stata scoperta un&apos;altra carta coperta).</translation>
    </message>
    <message>
        <source>Choose the card that was exposed.</source>
        <translation>Scegli la carta che è stata scoperta.</translation>
    </message>
</context>
<context>
    <name>FloorToolDialog</name>
    <message>
        <source>Floor tool: settle the pots</source>
        <translation>Strumento del floor: assegna i piatti</translation>
    </message>
    <message>
        <source>List the players in seat order, clockwise: what each put in during the hand (blinds, antes and bets), whether he folded, and the cards he showed.</source>
        <translation>Elenca i giocatori in ordine di posto, in senso orario: quanto ha messo ciascuno nella mano (bui, ante e puntate), se ha fatto fold e le carte che ha mostrato.</translation>
    </message>
    <message>
        <source>Table {0}</source>
        <translation>Tavolo {0}</translation>
    </message>
    <message>
        <source>&amp;Load table</source>
        <translation>&amp;Carica il tavolo</translation>
    </message>
    <message>
        <source>No table has players seated.</source>
        <translation>Nessun tavolo ha giocatori seduti.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Stack</translation>
    </message>
    <message>
        <source>Put in</source>
        <translation>Nel piatto</translation>
    </message>
    <message>
        <source>Folded</source>
        <translation>Fold</translation>
    </message>
    <message>
        <source>Cards shown</source>
        <translation>Carte mostrate</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Bottone</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Posto {0}</translation>
    </message>
    <message>
        <source>The last chip count recorded for the player, if any.</source>
        <translation>L&apos;ultimo conteggio delle chip registrato per il giocatore, se c&apos;è.</translation>
    </message>
    <message>
        <source>e.g. AsKd</source>
        <translation>ad es. ApRq</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Carte comuni</translation>
    </message>
    <message>
        <source>e.g. AhKdQc2s3s</source>
        <translation>ad es. AcRqDf2p3p</translation>
    </message>
    <message>
        <source>Smallest chip</source>
        <translation>Chip più piccola</translation>
    </message>
    <message>
        <source>A split pot is shared in whole chips of this value.</source>
        <translation>Un piatto diviso si spartisce in chip intere di questo valore.</translation>
    </message>
    <message>
        <source>Pots</source>
        <translation>Piatti</translation>
    </message>
    <message>
        <source>Clear (Ctrl+L)</source>
        <translation>Svuota (Ctrl+L)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Enter at least two players and what they put in.</source>
        <translation>Inserisci almeno due giocatori e quanto hanno messo.</translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation>Piatto principale</translation>
    </message>
    <message>
        <source>Side pot {0}</source>
        <translation>Piatto laterale {0}</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>{0} {1} (only {2} can win it): {3}</source>
        <translation>{0} {1} (può vincerlo solo {2}): {3}</translation>
    </message>
    <message>
        <source>{0} {1} (between {2}): {3}</source>
        <translation>{0} {1} (tra {2}): {3}</translation>
    </message>
    <message>
        <source>Uncalled bet returned to {0}: {1}</source>
        <translation>Puntata non vista restituita a {0}: {1}</translation>
    </message>
    <message>
        <source>Won in all: {0}</source>
        <translation>Vinto in tutto: {0}</translation>
    </message>
</context>
<context>
    <name>HandForHandBar</name>
    <message>
        <source>Next hand</source>
        <translation>Mano successiva</translation>
    </message>
    <message>
        <source>Every table has finished: deal the next hand (N).</source>
        <translation>Tutti i tavoli hanno finito: distribuisci la mano successiva (N).</translation>
    </message>
    <message>
        <source>Hand for hand, hand {0}: still playing at {1} tables ({2}, …).</source>
        <translation>Mano per mano, mano {0}: si gioca ancora a {1} tavoli ({2}, …).</translation>
    </message>
    <message>
        <source>Hand for hand, hand {0}: still playing at tables {1}.</source>
        <translation>Mano per mano, mano {0}: si gioca ancora ai tavoli {1}.</translation>
    </message>
    <message>
        <source>Hand for hand, hand {0}: still playing at table {1}.</source>
        <translation>Mano per mano, mano {0}: si gioca ancora al tavolo {1}.</translation>
    </message>
    <message>
        <source>Hand for hand, hand {0}: every table has finished. Deal the next hand (N).</source>
        <translation>Mano per mano, mano {0}: tutti i tavoli hanno finito. Distribuisci la mano successiva (N).</translation>
    </message>
    <message>
        <source>The clock was paused for hand-for-hand; stopping hand-for-hand (H) runs it again.</source>
        <translation>L&apos;orologio è in pausa per il mano per mano; fermando il mano per mano (H) riparte.</translation>
    </message>
    <message>
        <source>Busted in this hand: {0}. They finish together, placed by their stacks at the start of the hand.</source>
        <translation>Eliminati in questa mano: {0}. Escono insieme, classificati in base allo stack a inizio mano.</translation>
    </message>
</context>
<context>
    <name>HistoryBox</name>
    <message>
        <source>Hands at this table</source>
        <translation>Mani a questo tavolo</translation>
    </message>
    <message>
        <source>Export to PHH… (E)</source>
        <translation>Esporta in PHH… (E)</translation>
    </message>
    <message>
        <source>No finished hand yet.</source>
        <translation>Ancora nessuna mano finita.</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Won by</source>
        <translation>Vinta da</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Piatto</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Esito</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Decisioni</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Annullata</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Registrata</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Non registrata</translation>
    </message>
    <message>
        <source>Deck commitment {0}</source>
        <translation>Impronta del mazzo {0}</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Premio</translation>
    </message>
    <message>
        <source>Bounties</source>
        <translation>Taglie</translation>
    </message>
    <message>
        <source>League points</source>
        <translation>Punti campionato</translation>
    </message>
</context>
<context>
    <name>LeagueDialog</name>
    <message>
        <source>New league</source>
        <translation>Nuovo campionato</translation>
    </message>
    <message>
        <source>&amp;Formula</source>
        <translation>&amp;Formula</translation>
    </message>
    <message>
        <source>Points &amp;table file</source>
        <translation>File della &amp;tabella punti</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Scegli…</translation>
    </message>
    <message>
        <source>all</source>
        <translation>tutti</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Best results counted:</source>
        <translation>&amp;Migliori risultati contati:</translation>
    </message>
    <message>
        <source>&amp;Minimum events to be ranked:</source>
        <translation>Tornei minimi per la c&amp;lassifica:</translation>
    </message>
    <message>
        <source>&amp;Attendance bonus (each event):</source>
        <translation>Bonus &amp;presenza (per torneo):</translation>
    </message>
    <message>
        <source>&amp;Knock-out bonus (each player):</source>
        <translation>Bonus &amp;eliminazione (per giocatore):</translation>
    </message>
    <message>
        <source>Formula names: n entries, r place, b buy-in, prize, bounties, rebuys, addons, paid (places paid); sqrt, log, ln, exp, min, max, round, floor, ceil, if(condition, a, b).</source>
        <translation>Nomi della formula: n ingressi, r posizione, b buy-in, prize premio, bounties taglie, rebuys, addons, paid (posti pagati); sqrt, log, ln, exp, min, max, round, floor, ceil, if(condizione, a, b).</translation>
    </message>
    <message>
        <source>Type the points formula.</source>
        <translation>Scrivi la formula dei punti.</translation>
    </message>
    <message>
        <source>✓ The formula gives points for every place.</source>
        <translation>✓ La formula dà i punti per ogni posizione.</translation>
    </message>
    <message>
        <source>Points table</source>
        <translation>Tabella punti</translation>
    </message>
    <message>
        <source>Points tables (*.yaml *.yml)</source>
        <translation>Tabelle punti (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>✓ The points table can be used.</source>
        <translation>✓ La tabella punti si può usare.</translation>
    </message>
    <message>
        <source>Choose a points table file without errors.</source>
        <translation>Scegli un file di tabella punti senza errori.</translation>
    </message>
</context>
<context>
    <name>LeagueTab</name>
    <message>
        <source>New league…</source>
        <translation>Nuovo campionato…</translation>
    </message>
    <message>
        <source>Count this tournament…</source>
        <translation>Conta questo torneo…</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Esporta CSV…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Stampa…</translation>
    </message>
    <message>
        <source>Print the standings</source>
        <translation>Stampa la classifica</translation>
    </message>
    <message>
        <source>Top 10 on the projector during breaks</source>
        <translation>I primi 10 sul proiettore durante le pause</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Togli…</translation>
    </message>
    <message>
        <source>League:</source>
        <translation>Campionato:</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>Tournaments counted</source>
        <translation>Tornei contati</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <source>No league chosen.</source>
        <translation>Nessun campionato scelto.</translation>
    </message>
    <message>
        <source>Points: {0}</source>
        <translation>Punti: {0}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>others: {0}</source>
        <translation>altri: {0}</translation>
    </message>
    <message>
        <source>Points by place: {0}</source>
        <translation>Punti per posizione: {0}</translation>
    </message>
    <message>
        <source>Every result counts.</source>
        <translation>Contano tutti i risultati.</translation>
    </message>
    <message>
        <source>Each player&apos;s best {0} results count.</source>
        <translation>Contano i {0} migliori risultati di ogni giocatore.</translation>
    </message>
    <message>
        <source>Ranked after {0} events; the others are listed below.</source>
        <translation>In classifica dopo {0} tornei; gli altri sono elencati sotto.</translation>
    </message>
    <message>
        <source>Attendance bonus: {0} each event.</source>
        <translation>Bonus presenza: {0} per torneo.</translation>
    </message>
    <message>
        <source>Knock-out bonus: {0} each player.</source>
        <translation>Bonus eliminazione: {0} per giocatore eliminato.</translation>
    </message>
    <message>
        <source>Ties: more points, then more wins, then the better best finish, then more cashes, then more events; players equal on all of these share the rank.</source>
        <translation>Parità: più punti, poi più vittorie, poi il miglior piazzamento, poi più piazzamenti a premio, poi più tornei giocati; chi è pari in tutto questo condivide la posizione.</translation>
    </message>
    <message>
        <source>Choose a league, or make one with New league…, first.</source>
        <translation>Prima scegli un campionato, o creane uno con Nuovo campionato….</translation>
    </message>
    <message>
        <source>Choose a league first.</source>
        <translation>Prima scegli un campionato.</translation>
    </message>
    <message>
        <source>Select a tournament first.</source>
        <translation>Prima seleziona un torneo.</translation>
    </message>
    <message>
        <source>League {0} made.</source>
        <translation>Campionato {0} creato.</translation>
    </message>
    <message>
        <source>Count this tournament</source>
        <translation>Conta questo torneo</translation>
    </message>
    <message>
        <source>Count {0} ({1} entries) in the league {2}?</source>
        <translation>Contare {0} ({1} ingressi) nel campionato {2}?</translation>
    </message>
    <message>
        <source>{0} counted in {1}.</source>
        <translation>{0} contato in {1}.</translation>
    </message>
    <message>
        <source>New in the club: {0}.</source>
        <translation>Nuovi nel circolo: {0}.</translation>
    </message>
    <message>
        <source>Everyone was already in the club.</source>
        <translation>Erano già tutti nel circolo.</translation>
    </message>
    <message>
        <source>{0} no longer counts in {1}.</source>
        <translation>{0} non conta più in {1}.</translation>
    </message>
    <message>
        <source>Remove a tournament</source>
        <translation>Togli un torneo</translation>
    </message>
    <message>
        <source>Stop counting {0} in the league {1}? Its results stay in the players&apos; history.</source>
        <translation>Non contare più {0} nel campionato {1}? I suoi risultati restano nello storico dei giocatori.</translation>
    </message>
    <message>
        <source>Export the standings</source>
        <translation>Esporta la classifica</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <source>Legend</source>
        <translation>Legenda</translation>
    </message>
    <message>
        <source>the dealer button</source>
        <translation>il bottone</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>SB</translation>
    </message>
    <message>
        <source>BB</source>
        <translation>BB</translation>
    </message>
    <message>
        <source>the blinds</source>
        <translation>i bui</translation>
    </message>
    <message>
        <source>next BB</source>
        <translation>prossimo BB</translation>
    </message>
    <message>
        <source>posts the big blind next: balancing moves this player first</source>
        <translation>mette il prossimo grande buio: il bilanciamento sposta prima questo giocatore</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>fisso</translation>
    </message>
    <message>
        <source>never moved</source>
        <translation>mai spostato</translation>
    </message>
    <message>
        <source>waits</source>
        <translation>attende</translation>
    </message>
    <message>
        <source>sits out until the button has passed</source>
        <translation>resta fuori finché non passa il bottone</translation>
    </message>
    <message>
        <source>moves to table 7 seat 2 (proposed)</source>
        <translation>va al tavolo 7 posto 2 (proposta)</translation>
    </message>
    <message>
        <source>arrives from table 3 seat 5 (proposed)</source>
        <translation>arriva dal tavolo 3 posto 5 (proposta)</translation>
    </message>
    <message>
        <source>Click the spot left of a seat number to put the button there. Drag a player to another seat to move them. Right-click for more.</source>
        <translation>Clicca lo spazio a sinistra del numero di un posto per metterci il bottone. Trascina un giocatore su un altro posto per spostarlo. Tasto destro per altre azioni.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Ante {0}</source>
        <translation>Ante {0}</translation>
    </message>
    <message>
        <source>BB ante {0}</source>
        <translation>Ante del grande buio {0}</translation>
    </message>
    <message>
        <source>Bring-in {0}</source>
        <translation>Bring-in {0}</translation>
    </message>
</context>
<context>
    <name>LevelPreviewModel</name>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Blinds</source>
        <translation>Bui</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minuti</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>… and {0} more levels</source>
        <translation>… e altri {0} livelli</translation>
    </message>
    <message>
        <source>… and one more level</source>
        <translation>… e un altro livello</translation>
    </message>
    <message>
        <source>… and a break</source>
        <translation>… e una pausa</translation>
    </message>
</context>
<context>
    <name>LongJob</name>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Opening the tournament…</source>
        <translation>Apertura del torneo…</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Director</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Orologio</translation>
    </message>
    <message>
        <source>Entrants</source>
        <translation>Iscritti</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tavoli</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Premi</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Struttura</translation>
    </message>
    <message>
        <source>&amp;Entrants</source>
        <translation>&amp;Iscritti</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>&amp;Tavoli</translation>
    </message>
    <message>
        <source>&amp;Payouts</source>
        <translation>P&amp;remi</translation>
    </message>
    <message>
        <source>&amp;Structure</source>
        <translation>&amp;Struttura</translation>
    </message>
    <message>
        <source>Printing cancelled</source>
        <translation>Stampa annullata</translation>
    </message>
    <message>
        <source>The new structure is in use.</source>
        <translation>La nuova struttura è in uso.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <source>League</source>
        <translation>Campionato</translation>
    </message>
    <message>
        <source>&amp;Clock</source>
        <translation>&amp;Orologio</translation>
    </message>
    <message>
        <source>Clu&amp;b</source>
        <translation>Circo&amp;lo</translation>
    </message>
    <message>
        <source>Lea&amp;gue</source>
        <translation>Ca&amp;mpionato</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tavolo</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;About Director</source>
        <translation>&amp;Informazioni su Director</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>&amp;Nuovo torneo…</translation>
    </message>
    <message>
        <source>New &amp;day 2 from flights…</source>
        <translation>Nuovo &amp;day 2 dai flight…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>Save a &amp;copy…</source>
        <translation>Salva una &amp;copia…</translation>
    </message>
    <message>
        <source>&amp;Import players from CSV…</source>
        <translation>&amp;Importa giocatori da CSV…</translation>
    </message>
    <message>
        <source>&amp;Export entrants to CSV…</source>
        <translation>E&amp;sporta iscritti in CSV…</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>S&amp;tampa</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>P&amp;rojector window</source>
        <translation>Finestra del &amp;proiettore</translation>
    </message>
    <message>
        <source>Projector &amp;full screen</source>
        <translation>Proiettore a schermo i&amp;ntero</translation>
    </message>
    <message>
        <source>Projector &amp;on screen</source>
        <translation>Proiettore sullo s&amp;chermo</translation>
    </message>
    <message>
        <source>Estimated e&amp;nd on the projector</source>
        <translation>&amp;Fine stimata sul proiettore</translation>
    </message>
    <message>
        <source>S&amp;hare on the network…</source>
        <translation>Con&amp;dividi in rete…</translation>
    </message>
    <message>
        <source>C&amp;lear the announcement</source>
        <translation>Cancella l&apos;&amp;annuncio</translation>
    </message>
    <message>
        <source>&amp;Play a hand at table</source>
        <translation>&amp;Gioca una mano al tavolo</translation>
    </message>
    <message>
        <source>&amp;Floor tool: settle a pot…</source>
        <translation>&amp;Strumento del floor: assegna un piatto…</translation>
    </message>
    <message>
        <source>&amp;Tournament settings…</source>
        <translation>Impostazioni del &amp;torneo…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>Table &amp;{0} ({1} players)</source>
        <translation>Tavolo &amp;{0} ({1} giocatori)</translation>
    </message>
    <message>
        <source>(&amp;no tables yet)</source>
        <translation>(a&amp;ncora nessun tavolo)</translation>
    </message>
    <message>
        <source>(&amp;none)</source>
        <translation>(&amp;nessuno)</translation>
    </message>
    <message>
        <source>About Director</source>
        <translation>Informazioni su Director</translation>
    </message>
    <message>
        <source>Table {0} ({1} players)</source>
        <translation>Tavolo {0} ({1} giocatori)</translation>
    </message>
    <message>
        <source>Director {0}
Runs live poker tournaments: the clock, entrants, seating, payouts.</source>
        <translation>Director {0}
Gestisce tornei di poker dal vivo: orologio, iscritti, posti ai tavoli, premi.</translation>
    </message>
    <message>
        <source>Save a copy</source>
        <translation>Salva una copia</translation>
    </message>
    <message>
        <source>Tournaments (*.director)</source>
        <translation>Tornei (*.director)</translation>
    </message>
    <message>
        <source>Copy saved: {0}</source>
        <translation>Copia salvata: {0}</translation>
    </message>
    <message>
        <source>Director — {0}</source>
        <translation>Director — {0}</translation>
    </message>
    <message>
        <source>Saved and opened {0}</source>
        <translation>Salvato e aperto: {0}</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge two records of one person</source>
        <translation>Unisci due schede della stessa persona</translation>
    </message>
    <message>
        <source>Keep:</source>
        <translation>Tieni:</translation>
    </message>
    <message>
        <source>&amp;Other record:</source>
        <translation>&amp;Altra scheda:</translation>
    </message>
    <message>
        <source>Choose the other record of {0}.</source>
        <translation>Scegli l&apos;altra scheda di {0}.</translation>
    </message>
    <message>
        <source>{1}&apos;s results and league points become {0}&apos;s; {1} leaves the list of players (kept in the file: Undo brings the record back). {0}&apos;s details stay as they are.</source>
        <translation>I risultati e i punti di campionato di {1} passano a {0}; {1} esce dall&apos;elenco dei giocatori (resta nel file: Annulla riporta la scheda). I dati di {0} restano come sono.</translation>
    </message>
</context>
<context>
    <name>MoneySection</name>
    <message>
        <source>e.g. 20+5</source>
        <translation>ad es. 20+5</translation>
    </message>
    <message>
        <source>What goes into the prize pool, and the house fee paid on top after a +: 20+5, 20,50+4,50 or just 25.</source>
        <translation>Quanto va nel montepremi e, dopo un +, la commissione del circolo pagata in più: 20+5, 20,50+4,50 o solo 25.</translation>
    </message>
    <message>
        <source>in the buy-in, or 5, or 10%</source>
        <translation>nel buy-in, oppure 5, oppure 10%</translation>
    </message>
    <message>
        <source>The house fee if the buy-in does not say it: an amount paid on top (5) or a share of the prize pool (10%). Leave it empty otherwise.</source>
        <translation>La commissione del circolo, se il buy-in non la indica: un importo pagato in più (5) o una quota del montepremi (10%). Altrimenti lascia vuoto.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>Paid with each entry, set aside and won by whoever eliminates the player.</source>
        <translation>Pagata con ogni ingresso, messa da parte e vinta da chi elimina il giocatore.</translation>
    </message>
    <message>
        <source>Progressive knockout (half the bounty to the eliminator, half onto their own)</source>
        <translation>Progressive knockout (metà della taglia a chi elimina, metà sulla sua)</translation>
    </message>
    <message>
        <source>The prize pool is at least this much; the house pays what is missing.</source>
        <translation>Il montepremi è almeno questo; la differenza la paga il circolo.</translation>
    </message>
    <message>
        <source>Buy-in:</source>
        <translation>Buy-in:</translation>
    </message>
    <message>
        <source>House fee:</source>
        <translation>Commissione:</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>Valuta:</translation>
    </message>
    <message>
        <source>Bounty:</source>
        <translation>Taglia:</translation>
    </message>
    <message>
        <source>Guaranteed prize pool:</source>
        <translation>Montepremi garantito:</translation>
    </message>
    <message>
        <source>Give the fee once: either in the buy-in (20+5) or in the fee field.</source>
        <translation>Indica la commissione una volta sola: nel buy-in (20+5) o nel campo Commissione.</translation>
    </message>
    <message>
        <source>A progressive knockout needs a bounty: give its amount.</source>
        <translation>Un progressive knockout richiede una taglia: indicane l&apos;importo.</translation>
    </message>
    <message>
        <source>{0} to the prize pool</source>
        <translation>{0} al montepremi</translation>
    </message>
    <message>
        <source>{0} to the house</source>
        <translation>{0} al circolo</translation>
    </message>
    <message>
        <source>{0} progressive bounty</source>
        <translation>{0} di taglia progressiva</translation>
    </message>
    <message>
        <source>{0} bounty</source>
        <translation>{0} di taglia</translation>
    </message>
    <message>
        <source>A player pays {0}: {1}.</source>
        <translation>Ogni giocatore paga {0}: {1}.</translation>
    </message>
    <message>
        <source>The house keeps {0}% of the prize pool.</source>
        <translation>Il circolo trattiene il {0}% del montepremi.</translation>
    </message>
    <message>
        <source>At least {0} is paid in prizes.</source>
        <translation>In premi si pagano almeno {0}.</translation>
    </message>
</context>
<context>
    <name>MovesModel</name>
    <message>
        <source>Move</source>
        <translation>Spostamento</translation>
    </message>
    <message>
        <source>The seat is between the small blind and the button: the player is dealt in once the button has passed.</source>
        <translation>Il posto è tra il piccolo buio e il bottone: il giocatore riceve le carte dopo il passaggio del bottone.</translation>
    </message>
</context>
<context>
    <name>MysterySection</name>
    <message>
        <source>none, or e.g. 500x1,100x2,20x10</source>
        <translation>nessuna, o ad es. 500x1,100x2,20x10</translation>
    </message>
    <message>
        <source>The prizes in the envelopes, AMOUNTxCOUNT separated by commas. From the level below, each player eliminated opens one for the eliminator.</source>
        <translation>I premi nelle buste, IMPORTOxQUANTI separati da virgole. Dal livello qui sotto, ogni giocatore eliminato ne apre una per chi lo ha eliminato.</translation>
    </message>
    <message>
        <source>Mystery bounties:</source>
        <translation>Mystery bounty:</translation>
    </message>
    <message>
        <source>Drawn from level:</source>
        <translation>Estratte dal livello:</translation>
    </message>
    <message>
        <source>Commitment to the draw order: {0}. Opened: {1} of {2}.</source>
        <translation>Impegno sull&apos;ordine di estrazione: {0}. Aperte: {1} su {2}.</translation>
    </message>
</context>
<context>
    <name>NewTournamentWizard</name>
    <message>
        <source>New tournament</source>
        <translation>Nuovo torneo</translation>
    </message>
    <message>
        <source>The tournament</source>
        <translation>Il torneo</translation>
    </message>
    <message>
        <source>Its name is printed on every sheet and shown on the projector.</source>
        <translation>Il nome viene stampato su ogni foglio e mostrato dal proiettore.</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Importi</translation>
    </message>
    <message>
        <source>Write the buy-in as the club does: 20+5 is 20 to the prize pool and a 5 fee; 20,50 is accepted.</source>
        <translation>Scrivi il buy-in come si fa al circolo: 20+5 vuol dire 20 al montepremi e 5 di commissione; va bene anche 20,50.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Luogo</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Struttura</translation>
    </message>
    <message>
        <source>(the house keeps {0}% of the pool)</source>
        <translation>(il circolo trattiene il {0}% del montepremi)</translation>
    </message>
    <message>
        <source>Buy-in</source>
        <translation>Buy-in</translation>
    </message>
    <message>
        <source>(progressive knockout)</source>
        <translation>(progressive knockout)</translation>
    </message>
    <message>
        <source>Bounty</source>
        <translation>Taglia</translation>
    </message>
    <message>
        <source>Mystery bounties</source>
        <translation>Mystery bounty</translation>
    </message>
    <message>
        <source>{0}, drawn from level {1}</source>
        <translation>{0}, estratti dal livello {1}</translation>
    </message>
    <message>
        <source>Guarantee</source>
        <translation>Garantito</translation>
    </message>
    <message>
        <source>Late registration</source>
        <translation>Iscrizioni tardive</translation>
    </message>
    <message>
        <source>until the end of level {0}</source>
        <translation>fino alla fine del livello {0}</translation>
    </message>
    <message>
        <source>only before the clock starts</source>
        <translation>solo prima che parta l&apos;orologio</translation>
    </message>
    <message>
        <source>Rebuys</source>
        <translation>Rebuy</translation>
    </message>
    <message>
        <source>{0} for {1} chips, until the end of level {2}</source>
        <translation>{0} per {1} chip, fino alla fine del livello {2}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Add-on</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <source>{0} for {1} chips, at level {2}</source>
        <translation>{0} per {1} chip, al livello {2}</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tavoli</translation>
    </message>
    <message>
        <source>{0} of {1} seats</source>
        <translation>{0} da {1} posti</translation>
    </message>
    <message>
        <source>none yet, {0} seats each</source>
        <translation>ancora nessuno, {0} posti ciascuno</translation>
    </message>
    <message>
        <source>Payout table</source>
        <translation>Tabella premi</translation>
    </message>
</context>
<context>
    <name>OptionsBox</name>
    <message>
        <source>Payout options</source>
        <translation>Opzioni dei premi</translation>
    </message>
    <message>
        <source>Prizes are multiples of this (pay in notes).</source>
        <translation>I premi sono multipli di questo importo (per pagare in banconote).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Fewer places are paid when the last prize would be less than this.</source>
        <translation>Si pagano meno posti quando l&apos;ultimo premio sarebbe inferiore a questo.</translation>
    </message>
    <message>
        <source>as the table says</source>
        <translation>come da tabella</translation>
    </message>
    <message>
        <source>Payout table:</source>
        <translation>Tabella premi:</translation>
    </message>
    <message>
        <source>Round prizes to:</source>
        <translation>Arrotonda i premi a:</translation>
    </message>
    <message>
        <source>Minimum prize:</source>
        <translation>Premio minimo:</translation>
    </message>
    <message>
        <source>Places paid:</source>
        <translation>Posti pagati:</translation>
    </message>
</context>
<context>
    <name>PathRow</name>
    <message>
        <source>Change…</source>
        <translation>Cambia…</translation>
    </message>
    <message>
        <source>Open another club file, or type a new name to make one</source>
        <translation>Apri un altro file del circolo, o scrivi un nome nuovo per crearne uno</translation>
    </message>
    <message>
        <source>Club file:</source>
        <translation>File del circolo:</translation>
    </message>
    <message>
        <source>No club file yet: it is made when you add the first player.</source>
        <translation>Nessun file del circolo ancora: viene creato quando aggiungi il primo giocatore.</translation>
    </message>
    <message>
        <source>Club file</source>
        <translation>File del circolo</translation>
    </message>
    <message>
        <source>Club files (*{0})</source>
        <translation>File del circolo (*{0})</translation>
    </message>
</context>
<context>
    <name>PayoutTableChooser</name>
    <message>
        <source>From a file…</source>
        <translation>Da un file…</translation>
    </message>
    <message>
        <source>Use a payout table written as YAML (see the manual).</source>
        <translation>Usa una tabella premi scritta in YAML (vedi il manuale).</translation>
    </message>
    <message>
        <source>{0} (default)</source>
        <translation>{0} (predefinita)</translation>
    </message>
    <message>
        <source>own table</source>
        <translation>tabella propria</translation>
    </message>
    <message>
        <source>Payout table</source>
        <translation>Tabella premi</translation>
    </message>
    <message>
        <source>Payout tables (*.yaml *.yml);;All files (*)</source>
        <translation>Tabelle premi (*.yaml *.yml);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Payout table not used</source>
        <translation>Tabella premi non usata</translation>
    </message>
    <message>
        <source>{0} has mistakes; the payout table was not changed.</source>
        <translation>{0} contiene errori; la tabella premi non è cambiata.</translation>
    </message>
</context>
<context>
    <name>PayoutsPage</name>
    <message>
        <source>Payouts</source>
        <translation>Premi</translation>
    </message>
    <message>
        <source>How the prize pool is shared. It can be changed at any time.</source>
        <translation>Come si divide il montepremi. Si può cambiare in qualsiasi momento.</translation>
    </message>
    <message>
        <source> entries</source>
        <translation> ingressi</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Esempio</translation>
    </message>
    <message>
        <source>With:</source>
        <translation>Con:</translation>
    </message>
    <message>
        <source>Prize pool {0}: {1}</source>
        <translation>Montepremi {0}: {1}</translation>
    </message>
    <message>
        <source>Prize pool {0}, {1} places paid: {2}</source>
        <translation>Montepremi {0}, {1} posti pagati: {2}</translation>
    </message>
</context>
<context>
    <name>PayoutsSection</name>
    <message>
        <source>Prizes are multiples of this (pay in notes).</source>
        <translation>I premi sono multipli di questo importo (per pagare in banconote).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Fewer places are paid when the last prize would be less than this.</source>
        <translation>Si pagano meno posti quando l&apos;ultimo premio sarebbe inferiore a questo.</translation>
    </message>
    <message>
        <source>Payout table:</source>
        <translation>Tabella premi:</translation>
    </message>
    <message>
        <source>Round prizes to:</source>
        <translation>Arrotonda i premi a:</translation>
    </message>
    <message>
        <source>Minimum prize:</source>
        <translation>Premio minimo:</translation>
    </message>
    <message>
        <source>A satellite: the prize pool buys seats of this value for the top places, the rest in cash to the next place.</source>
        <translation>Un satellite: il montepremi compra ticket di questo valore per i primi posti, il resto in contanti al posto successivo.</translation>
    </message>
    <message>
        <source>Satellite: seat value:</source>
        <translation>Satellite: valore del ticket:</translation>
    </message>
</context>
<context>
    <name>PayoutsTab</name>
    <message>
        <source>Record deal</source>
        <translation>Registra l&apos;accordo</translation>
    </message>
    <message>
        <source>Keys: I ICM · C chip chop · M agreed amounts · S enter chip counts · F amount left to play for · Ctrl+Enter record the deal</source>
        <translation>Tasti: I ICM · C chip chop · M importi concordati · S inserisci le chip · F importo in palio · Ctrl+Invio registra l&apos;accordo</translation>
    </message>
    <message>
        <source>ICM deal</source>
        <translation>Accordo ICM</translation>
    </message>
    <message>
        <source>Chip-chop deal</source>
        <translation>Accordo chip chop</translation>
    </message>
    <message>
        <source>Agreed amounts</source>
        <translation>Importi concordati</translation>
    </message>
    <message>
        <source>Enter chip counts</source>
        <translation>Inserisci i conteggi delle chip</translation>
    </message>
    <message>
        <source>Amount left to play for</source>
        <translation>Importo in palio</translation>
    </message>
</context>
<context>
    <name>PersonDialog</name>
    <message>
        <source>First and last name</source>
        <translation>Nome e cognome</translation>
    </message>
    <message>
        <source>Needed only when another entrant has the same name</source>
        <translation>Serve solo se un altro iscritto ha lo stesso nome</translation>
    </message>
    <message>
        <source>Register anyway (the director&apos;s decision)</source>
        <translation>Iscrivi comunque (decisione del direttore)</translation>
    </message>
    <message>
        <source>Add to the club&apos;s players</source>
        <translation>Aggiungi ai giocatori del circolo</translation>
    </message>
    <message>
        <source>Not this club player: unlink</source>
        <translation>Non è questo giocatore del circolo: scollega</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Soprannome</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>Email</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefono</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Register an entrant</source>
        <translation>Iscrivi un giocatore</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>Iscrivi</translation>
    </message>
    <message>
        <source>Registration is closed{0}.</source>
        <translation>Le iscrizioni sono chiuse{0}.</translation>
    </message>
    <message>
        <source>Edit {0}</source>
        <translation>Modifica {0}</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Entry #{0}, registered at {1}.</source>
        <translation>Ingresso #{0}, iscrizione alle {1}.</translation>
    </message>
    <message>
        <source>Brought back at {0}: {1}</source>
        <translation>Riammissione alle {0}: {1}</translation>
    </message>
    <message>
        <source>Did you mean {0}? Check before registering a second person.</source>
        <translation>Forse intendevi {0}? Controlla prima di iscrivere un&apos;altra persona.</translation>
    </message>
    <message>
        <source>The club&apos;s players are not offered: {0}</source>
        <translation>I giocatori del circolo non sono proposti: {0}</translation>
    </message>
    <message>
        <source>The club&apos;s player number {1}: {0}.</source>
        <translation>Giocatore numero {1} del circolo: {0}.</translation>
    </message>
    <message>
        <source>Saving links them to the club&apos;s player number {1}: {0}.</source>
        <translation>Salvando, il collegamento passa al giocatore numero {1} del circolo: {0}.</translation>
    </message>
    <message>
        <source>Saving takes the link away: the club will go by the name.</source>
        <translation>Salvando, il collegamento viene tolto: il circolo userà il nome.</translation>
    </message>
    <message>
        <source>The club&apos;s player number {0}.</source>
        <translation>Il giocatore numero {0} del circolo.</translation>
    </message>
</context>
<context>
    <name>PickBar</name>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Annulla (Esc)</translation>
    </message>
    <message>
        <source>Click the seat {0} moves to (from table {1} seat {2}).</source>
        <translation>Clicca il posto dove va {0} (dal tavolo {1} posto {2}).</translation>
    </message>
</context>
<context>
    <name>PickerModel</name>
    <message>
        <source>{0}  ·  #{1}</source>
        <translation>{0}  ·  #{1}</translation>
    </message>
    <message>
        <source>{0}  ·  table {1}, seat {2}</source>
        <translation>{0}  ·  tavolo {1}, posto {2}</translation>
    </message>
</context>
<context>
    <name>PlacesBox</name>
    <message>
        <source>Places paid</source>
        <translation>Posti pagati</translation>
    </message>
    <message>
        <source>No prize pool yet: nothing to pay.</source>
        <translation>Ancora nessun montepremi: niente da pagare.</translation>
    </message>
    <message>
        <source>✓ {0} places, {1} in all: the whole prize pool.</source>
        <translation>✓ {0} posti, {1} in tutto: l&apos;intero montepremi.</translation>
    </message>
    <message>
        <source>✗ The prizes add up to {0}, not the prize pool of {1}.</source>
        <translation>✗ I premi sommano {0}, non il montepremi di {1}.</translation>
    </message>
    <message>
        <source>{0} (tie)</source>
        <translation>{0} (pari merito)</translation>
    </message>
    <message>
        <source>(in the deal)</source>
        <translation>(nell&apos;accordo)</translation>
    </message>
    <message>
        <source>{0} seat</source>
        <translation>Ticket da {0}</translation>
    </message>
</context>
<context>
    <name>PlacesModel</name>
    <message>
        <source>Place</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Quota</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Premio</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Takes</source>
        <translation>Incassa</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Add a player</source>
        <translation>Aggiungi un giocatore</translation>
    </message>
    <message>
        <source>Edit player</source>
        <translation>Modifica il giocatore</translation>
    </message>
    <message>
        <source>Active member</source>
        <translation>Socio attivo</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>Nic&amp;kname:</source>
        <translation>&amp;Soprannome:</translation>
    </message>
    <message>
        <source>&amp;E-mail:</source>
        <translation>&amp;E-mail:</translation>
    </message>
    <message>
        <source>&amp;Phone:</source>
        <translation>&amp;Telefono:</translation>
    </message>
    <message>
        <source>&amp;Membership no.:</source>
        <translation>N. tesse&amp;ra:</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>N&amp;ote:</translation>
    </message>
</context>
<context>
    <name>PlayerFinder</name>
    <message>
        <source>Find a player (Ctrl+F)</source>
        <translation>Cerca un giocatore (Ctrl+F)</translation>
    </message>
    <message>
        <source>No seated player matches.</source>
        <translation>Nessun giocatore seduto corrisponde.</translation>
    </message>
    <message>
        <source>{0}: table {1} seat {2}</source>
        <translation>{0}: tavolo {1} posto {2}</translation>
    </message>
    <message>
        <source>{0}: table {1} seat {2} ({3} players match)</source>
        <translation>{0}: tavolo {1} posto {2} ({3} giocatori corrispondono)</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Soprannome</translation>
    </message>
    <message>
        <source>Member no.</source>
        <translation>N. tessera</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Attivo</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Tornei</translation>
    </message>
    <message>
        <source>Cashes</source>
        <translation>A premio</translation>
    </message>
    <message>
        <source>ITM %</source>
        <translation>ITM %</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Migliore</translation>
    </message>
    <message>
        <source>Buy-ins</source>
        <translation>Iscrizioni</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Premi</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>ROI</source>
        <translation>ROI</translation>
    </message>
    <message>
        <source>Bounties</source>
        <translation>Taglie</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Ultimo torneo</translation>
    </message>
</context>
<context>
    <name>PoolBox</name>
    <message>
        <source>Prize pool</source>
        <translation>Montepremi</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Ingressi</translation>
    </message>
    <message>
        <source>Rebuys</source>
        <translation>Rebuy</translation>
    </message>
    <message>
        <source>Add-ons</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <source>Kept by the house</source>
        <translation>Trattenuto dal circolo</translation>
    </message>
    <message>
        <source>Bounties set aside</source>
        <translation>Taglie accantonate</translation>
    </message>
    <message>
        <source>Guarantee</source>
        <translation>Garantito</translation>
    </message>
    <message>
        <source>Overlay</source>
        <translation>Overlay</translation>
    </message>
    <message>
        <source>Places paid</source>
        <translation>Posti pagati</translation>
    </message>
    <message>
        <source>{0} ({1} players) × {2} = {3}</source>
        <translation>{0} ({1} giocatori) × {2} = {3}</translation>
    </message>
    <message>
        <source>{0} × {1} = {2}</source>
        <translation>{0} × {1} = {2}</translation>
    </message>
    <message>
        <source>{0} ({1} players) taken at different prices = {2}</source>
        <translation>{0} ({1} giocatori) presi a prezzi diversi = {2}</translation>
    </message>
    <message>
        <source>{0} taken at different prices = {1}</source>
        <translation>{0} presi a prezzi diversi = {1}</translation>
    </message>
    <message>
        <source>{0}: {1} paid, {2} on heads</source>
        <translation>{0}: {1} pagate, {2} sulle teste</translation>
    </message>
    <message>
        <source>, {0} unclaimed</source>
        <translation>, {0} non assegnate</translation>
    </message>
    <message>
        <source>{0} ({1}% of the pool)</source>
        <translation>{0} ({1}% del montepremi)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>{0} added by the house</source>
        <translation>{0} aggiunti dal circolo</translation>
    </message>
    <message>
        <source>none (the guarantee is reached)</source>
        <translation>nessuno (il garantito è raggiunto)</translation>
    </message>
    <message>
        <source>{0} of {1} entries ({2})</source>
        <translation>{0} su {1} ingressi ({2})</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ancora nessuno</translation>
    </message>
</context>
<context>
    <name>PotsBox</name>
    <message>
        <source>Pots</source>
        <translation>Piatti</translation>
    </message>
    <message>
        <source>Main pot: {0} — {1}</source>
        <translation>Piatto principale: {0} — {1}</translation>
    </message>
    <message>
        <source>Side pot {0}: {1} — {2}</source>
        <translation>Piatto laterale {0}: {1} — {2}</translation>
    </message>
    <message>
        <source>No pot yet.</source>
        <translation>Ancora nessun piatto.</translation>
    </message>
</context>
<context>
    <name>Printer</name>
    <message>
        <source>Preparing the sheet…</source>
        <translation>Preparazione del foglio…</translation>
    </message>
    <message>
        <source>Preparing the sheet… page {0}</source>
        <translation>Preparazione del foglio… pagina {0}</translation>
    </message>
    <message>
        <source>The sheet could not be saved: {0}</source>
        <translation>Impossibile salvare il foglio: {0}</translation>
    </message>
    <message>
        <source>&amp;Payout sheet</source>
        <translation>Foglio dei &amp;premi</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>&amp;Classifica</translation>
    </message>
    <message>
        <source>&amp;Seating and seat cards</source>
        <translation>Posti ai &amp;tavoli e cartellini</translation>
    </message>
    <message>
        <source>&amp;Blind structure</source>
        <translation>Struttura dei &amp;bui</translation>
    </message>
    <message>
        <source>Sa&amp;tellite winners</source>
        <translation>&amp;Vincitori del satellite</translation>
    </message>
    <message>
        <source>Bo&amp;unties</source>
        <translation>T&amp;aglie</translation>
    </message>
    <message>
        <source>P&amp;aper</source>
        <translation>&amp;Formato carta</translation>
    </message>
    <message>
        <source>US &amp;Letter</source>
        <translation>&amp;Letter (USA)</translation>
    </message>
</context>
<context>
    <name>ProjectorFeed</name>
    <message>
        <source>Final table!</source>
        <translation>Tavolo finale!</translation>
    </message>
    <message>
        <source>{0}: table {1} seat {2}</source>
        <translation>{0}: tavolo {1} posto {2}</translation>
    </message>
    <message>
        <source>and {0} more</source>
        <translation>e altri {0}</translation>
    </message>
    <message>
        <source>Table {0} breaks:</source>
        <translation>Chiude il tavolo {0}:</translation>
    </message>
    <message>
        <source>Tables {0} break:</source>
        <translation>Chiudono i tavoli {0}:</translation>
    </message>
    <message>
        <source>Break: colour up the {0} chips</source>
        <translation>Pausa: si cambiano le chip da {0}</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pausa</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Director — projector</source>
        <translation>Director — proiettore</translation>
    </message>
    <message>
        <source>HAND FOR HAND</source>
        <translation>MANO PER MANO</translation>
    </message>
    <message>
        <source>Hand {0}</source>
        <translation>Mano {0}</translation>
    </message>
    <message>
        <source>BREAK</source>
        <translation>PAUSA</translation>
    </message>
    <message>
        <source>LEVEL {0}</source>
        <translation>LIVELLO {0}</translation>
    </message>
    <message>
        <source>OVERTIME</source>
        <translation>TEMPO SCADUTO</translation>
    </message>
    <message>
        <source>PAUSED</source>
        <translation>SOSPESO</translation>
    </message>
    <message>
        <source>READY</source>
        <translation>PRONTI</translation>
    </message>
    <message>
        <source>Colour up the {0} chips</source>
        <translation>Si cambiano le chip da {0}</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Next:</source>
        <translation>A seguire:</translation>
    </message>
    <message>
        <source>Ends about {0}</source>
        <translation>Fine verso le {0}</translation>
    </message>
    <message>
        <source>Biggest bounties:</source>
        <translation>Taglie più alte:</translation>
    </message>
    <message>
        <source>Deal:</source>
        <translation>Accordo:</translation>
    </message>
    <message>
        <source>Next: break ({0} min)</source>
        <translation>A seguire: pausa ({0} min)</translation>
    </message>
    <message>
        <source>Last level</source>
        <translation>Ultimo livello</translation>
    </message>
    <message>
        <source>Break in {0}</source>
        <translation>Pausa tra {0}</translation>
    </message>
    <message>
        <source>Players {0}/{1}</source>
        <translation>Giocatori {0}/{1}</translation>
    </message>
    <message>
        <source>Avg stack {0}</source>
        <translation>Stack medio {0}</translation>
    </message>
    <message>
        <source>Prize pool {0}</source>
        <translation>Montepremi {0}</translation>
    </message>
    <message>
        <source>Last levels of the structure</source>
        <translation>Ultimi livelli della struttura</translation>
    </message>
    <message>
        <source>left to play for: {0}</source>
        <translation>ancora in palio: {0}</translation>
    </message>
</context>
<context>
    <name>ProposalPanel</name>
    <message>
        <source>Apply moves</source>
        <translation>Esegui gli spostamenti</translation>
    </message>
    <message>
        <source>Make every move listed, in one step (Ctrl+Enter).</source>
        <translation>Esegue tutti gli spostamenti elencati in un colpo solo (Ctrl+Invio).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>{0}
The moves cannot be proposed: {1}</source>
        <translation>{0}
Non si possono proporre gli spostamenti: {1}</translation>
    </message>
    <message>
        <source>Proposal {0}: Apply makes exactly these moves.</source>
        <translation>Proposta {0}: vengono eseguiti proprio questi spostamenti.</translation>
    </message>
    <message>
        <source>{0} (Ctrl+Enter)</source>
        <translation>{0} (Ctrl+Invio)</translation>
    </message>
    <message>
        <source>Final table: everybody left fits at table {0}. The draw below seats them at random.</source>
        <translation>Tavolo finale: tutti i rimasti entrano al tavolo {0}. Il sorteggio qui sotto assegna i posti a caso.</translation>
    </message>
    <message>
        <source>Final table draw</source>
        <translation>Sorteggio del tavolo finale</translation>
    </message>
    <message>
        <source>Breaking table {0} at your request: 1 move.</source>
        <translation>Chiusura del tavolo {0} su tua richiesta: 1 spostamento.</translation>
    </message>
    <message>
        <source>Breaking table {0} at your request: {1} moves.</source>
        <translation>Chiusura del tavolo {0} su tua richiesta: {1} spostamenti.</translation>
    </message>
    <message>
        <source>Break table {0}</source>
        <translation>Chiudi il tavolo {0}</translation>
    </message>
    <message>
        <source>Tables {0} can break: their players fit at the tables that stay ({1} moves, each player moves once).</source>
        <translation>I tavoli {0} possono chiudere: i loro giocatori stanno ai tavoli che restano ({1} spostamenti, ogni giocatore si sposta una volta sola).</translation>
    </message>
    <message>
        <source>Break tables {0}</source>
        <translation>Chiudi i tavoli {0}</translation>
    </message>
    <message>
        <source>Table {0} can break: its player fits at the other tables.</source>
        <translation>Il tavolo {0} si può chiudere: il suo giocatore trova posto agli altri tavoli.</translation>
    </message>
    <message>
        <source>Table {0} can break: its players fit at the other tables ({1} moves).</source>
        <translation>Il tavolo {0} si può chiudere: i suoi giocatori trovano posto agli altri tavoli ({1} spostamenti).</translation>
    </message>
    <message>
        <source>The tables are unbalanced: one move balances them (TDA: the next big blind moves to the worst seat).</source>
        <translation>I tavoli sono sbilanciati: basta uno spostamento (TDA: chi mette il prossimo grande buio va nel posto peggiore).</translation>
    </message>
    <message>
        <source>The tables are unbalanced: {0} moves balance them (TDA: the next big blind moves to the worst seat).</source>
        <translation>I tavoli sono sbilanciati: servono {0} spostamenti (TDA: chi mette il prossimo grande buio va nel posto peggiore).</translation>
    </message>
    <message>
        <source>breaks</source>
        <translation>chiude</translation>
    </message>
    <message>
        <source>final table</source>
        <translation>tavolo finale</translation>
    </message>
</context>
<context>
    <name>ReviveDialog</name>
    <message>
        <source>Bring back {0}</source>
        <translation>Riammetti {0}</translation>
    </message>
    <message>
        <source>{0} was busted in {1} place by {2}.</source>
        <translation>{0} è fuori al {1} posto, per mano di {2}.</translation>
    </message>
    <message>
        <source>{0} was busted in {1} place.</source>
        <translation>{0} è fuori al {1} posto.</translation>
    </message>
    <message>
        <source>Bringing them back takes the place (and any bounty) away; the reason is kept.</source>
        <translation>La riammissione annulla il piazzamento (e l&apos;eventuale taglia); il motivo resta registrato.</translation>
    </message>
    <message>
        <source>e.g. the wrong player was busted</source>
        <translation>ad es. era stato eliminato il giocatore sbagliato</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>Facoltativo</translation>
    </message>
    <message>
        <source>Give a seat at once</source>
        <translation>Assegna subito un posto</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Chips now</source>
        <translation>Chip attuali</translation>
    </message>
    <message>
        <source>Bring back</source>
        <translation>Riammetti</translation>
    </message>
    <message>
        <source>Type the chips as a number, e.g. 12500, or leave it empty.</source>
        <translation>Scrivi le chip come numero, ad es. 12500, o lascia vuoto.</translation>
    </message>
</context>
<context>
    <name>RoomBox</name>
    <message>
        <source>Room</source>
        <translation>Sala</translation>
    </message>
    <message>
        <source>Draw seats (D)</source>
        <translation>Sorteggia i posti (D)</translation>
    </message>
    <message>
        <source>Give every player without a seat a random seat (TDA: random seating).</source>
        <translation>Assegna un posto a sorte a ogni giocatore che non ce l&apos;ha (TDA: posti a sorte).</translation>
    </message>
    <message>
        <source>Tables to add:</source>
        <translation>Tavoli da aggiungere:</translation>
    </message>
    <message>
        <source>Seats at each:</source>
        <translation>Posti per tavolo:</translation>
    </message>
    <message>
        <source>Add tables (A)</source>
        <translation>Aggiungi tavoli (A)</translation>
    </message>
    <message>
        <source>Add the tables, numbered after the last one.</source>
        <translation>Aggiunge i tavoli, numerati dopo l&apos;ultimo.</translation>
    </message>
    <message>
        <source>Hand for hand (H)</source>
        <translation>Mano per mano (H)</translation>
    </message>
    <message>
        <source>Every table plays one hand, then waits for the others (at the bubble). Busts in the same hand finish together. The clock pauses while it is on; away from the bubble it asks first.</source>
        <translation>Ogni tavolo gioca una mano e poi aspetta gli altri (alla bolla). Chi esce nella stessa mano esce insieme agli altri. L&apos;orologio resta in pausa mentre è attivo; lontano dalla bolla chiede prima.</translation>
    </message>
    <message>
        <source>1 table unused, for late entries.</source>
        <translation>1 tavolo non usato, per le iscrizioni tardive.</translation>
    </message>
    <message>
        <source>{0} tables unused, for late entries.</source>
        <translation>{0} tavoli non usati, per le iscrizioni tardive.</translation>
    </message>
    <message>
        <source>1 player without a seat.</source>
        <translation>1 giocatore senza posto.</translation>
    </message>
    <message>
        <source>{0} players without a seat.</source>
        <translation>{0} giocatori senza posto.</translation>
    </message>
    <message>
        <source>No tables yet.</source>
        <translation>Ancora nessun tavolo.</translation>
    </message>
    <message>
        <source>{0} tables, nobody seated yet.</source>
        <translation>Tavoli: {0}, ancora nessuno seduto.</translation>
    </message>
    <message>
        <source>{0} players at 1 table.</source>
        <translation>Giocatori: {0} a un solo tavolo.</translation>
    </message>
    <message>
        <source>{0} players at {1} tables, {2} at each.</source>
        <translation>{0} giocatori a {1} tavoli, {2} per tavolo.</translation>
    </message>
    <message>
        <source>{0} players at {1} tables, {2} to {3} at each.</source>
        <translation>{0} giocatori a {1} tavoli, da {2} a {3} per tavolo.</translation>
    </message>
    <message>
        <source>Hand for hand is on: stop (H)</source>
        <translation>Mano per mano attivo: ferma (H)</translation>
    </message>
</context>
<context>
    <name>RoomView</name>
    <message>
        <source>Draw button</source>
        <translation>Sorteggia bottone</translation>
    </message>
    <message>
        <source>✓ Done</source>
        <translation>✓ Finita</translation>
    </message>
    <message>
        <source>Hand done</source>
        <translation>Mano finita</translation>
    </message>
    <message>
        <source>Table {0} has finished hand {1}.</source>
        <translation>Il tavolo {0} ha finito la mano {1}.</translation>
    </message>
    <message>
        <source>Click when table {0} has finished hand {1} (E).</source>
        <translation>Clicca quando il tavolo {0} ha finito la mano {1} (E).</translation>
    </message>
    <message>
        <source>The button is not set at table {0}: click to draw for it (high card), or click the spot left of a seat to put it there (B).</source>
        <translation>Il bottone non è assegnato al tavolo {0}: clicca per sorteggiarlo (carta più alta), oppure clicca lo spazio a sinistra di un posto per metterlo lì (B).</translation>
    </message>
    <message>
        <source>Table {0}: {1} players, {2} usable seats.</source>
        <translation>Tavolo {0}: {1} giocatori, {2} posti utilizzabili.</translation>
    </message>
    <message>
        <source>The dealer button is at seat {0}.</source>
        <translation>Il bottone è al posto {0}.</translation>
    </message>
    <message>
        <source>Click to put the dealer button at seat {0} (B).</source>
        <translation>Clicca per mettere il bottone al posto {0} (B).</translation>
    </message>
    <message>
        <source>Table {0}, seat {1}</source>
        <translation>Tavolo {0}, posto {1}</translation>
    </message>
    <message>
        <source>{0} chips</source>
        <translation>{0} chip</translation>
    </message>
    <message>
        <source>Blocked: nobody is seated here.</source>
        <translation>Bloccato: qui non si siede nessuno.</translation>
    </message>
    <message>
        <source>Held for {0}.</source>
        <translation>Riservato a {0}.</translation>
    </message>
    <message>
        <source>Open.</source>
        <translation>Libero.</translation>
    </message>
    <message>
        <source>Dealer button.</source>
        <translation>Bottone.</translation>
    </message>
    <message>
        <source>Small blind.</source>
        <translation>Piccolo buio.</translation>
    </message>
    <message>
        <source>Big blind.</source>
        <translation>Grande buio.</translation>
    </message>
    <message>
        <source>Posts the big blind next: the first to move when balancing.</source>
        <translation>Mette il prossimo grande buio: è il primo da spostare nel bilanciamento.</translation>
    </message>
    <message>
        <source>Sits out until the button has passed.</source>
        <translation>Resta fuori finché non passa il bottone.</translation>
    </message>
    <message>
        <source>Fixed seat: never moved.</source>
        <translation>Posto fisso: non viene mai spostato.</translation>
    </message>
    <message>
        <source>Proposed: {0}</source>
        <translation>Proposta: {0}</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Entries, rebuys and add-on</source>
        <translation>Iscrizioni, rebuy e add-on</translation>
    </message>
    <message>
        <source>Until when players may enter, and whether they may buy more chips. Suggested: up to the end of the first hour.</source>
        <translation>Fino a quando si può entrare e se si possono comprare altre chip. Consigliato: fino alla fine della prima ora.</translation>
    </message>
</context>
<context>
    <name>RulesSection</name>
    <message>
        <source>end of level </source>
        <translation>fine del livello </translation>
    </message>
    <message>
        <source>only before the clock starts</source>
        <translation>solo prima che parta l&apos;orologio</translation>
    </message>
    <message>
        <source>A busted player may enter again</source>
        <translation>Chi è eliminato può rientrare</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>senza limite</translation>
    </message>
    <message>
        <source>none; e.g. 25:400, 100:600, 500:200</source>
        <translation>nessuno; ad es. 25:400, 100:600, 500:200</translation>
    </message>
    <message>
        <source>Each chip&apos;s value and how many the case holds. The seat cards then print each player&apos;s starting chips.</source>
        <translation>Il valore di ogni chip e quante ne contiene la valigetta. I cartellini dei posti riportano allora le chip iniziali di ogni giocatore.</translation>
    </message>
    <message>
        <source>Entries</source>
        <translation>Iscrizioni</translation>
    </message>
    <message>
        <source>Starting chips:</source>
        <translation>Chip iniziali:</translation>
    </message>
    <message>
        <source>Chip set:</source>
        <translation>Set di chip:</translation>
    </message>
    <message>
        <source>Late registration until:</source>
        <translation>Iscrizioni tardive fino a:</translation>
    </message>
    <message>
        <source>Most entries per player:</source>
        <translation>Ingressi massimi per giocatore:</translation>
    </message>
    <message>
        <source>Rebuys</source>
        <translation>Rebuy</translation>
    </message>
    <message>
        <source>e.g. 20 or 20+2</source>
        <translation>ad es. 20 o 20+2</translation>
    </message>
    <message>
        <source>any stack</source>
        <translation>qualsiasi stack</translation>
    </message>
    <message>
        <source>A rebuy only with this many chips or fewer (0: only when busted).</source>
        <translation>Rebuy solo con al massimo queste chip (0: solo senza più chip).</translation>
    </message>
    <message>
        <source>Double rebuy allowed (twice the price and chips)</source>
        <translation>Rebuy doppio consentito (doppio prezzo e doppie chip)</translation>
    </message>
    <message>
        <source>Price:</source>
        <translation>Prezzo:</translation>
    </message>
    <message>
        <source>Chips:</source>
        <translation>Chip:</translation>
    </message>
    <message>
        <source>Allowed until:</source>
        <translation>Consentiti fino a:</translation>
    </message>
    <message>
        <source>Most per player:</source>
        <translation>Massimo per giocatore:</translation>
    </message>
    <message>
        <source>Only with a stack of at most:</source>
        <translation>Solo con uno stack di al massimo:</translation>
    </message>
    <message>
        <source>Add-on</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <source>e.g. 10</source>
        <translation>ad es. 10</translation>
    </message>
    <message>
        <source>during level </source>
        <translation>durante il livello </translation>
    </message>
    <message>
        <source> and the break after it</source>
        <translation> e la pausa successiva</translation>
    </message>
    <message>
        <source>Taken:</source>
        <translation>Quando:</translation>
    </message>
    <message>
        <source>The set cannot make a stack of {0} for two players.</source>
        <translation>Il set non compone uno stack da {0} nemmeno per due giocatori.</translation>
    </message>
    <message>
        <source>Each player: {0}. The set serves up to {1} players.</source>
        <translation>A ogni giocatore: {0}. Il set basta per al massimo {1} giocatori.</translation>
    </message>
    <message>
        <source>the structure&apos;s: {0}</source>
        <translation>quelle della struttura: {0}</translation>
    </message>
    <message>
        <source>the starting chips</source>
        <translation>le chip iniziali</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>Chip iniziali</translation>
    </message>
    <message>
        <source>Give the rebuy&apos;s price, or turn rebuys off.</source>
        <translation>Indica il prezzo del rebuy o disattiva i rebuy.</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is not a number of chips; write it like 10000.</source>
        <translation>&apos;{0}&apos; non è un numero di chip; scrivilo come 10000.</translation>
    </message>
    <message>
        <source>Rebuy chips</source>
        <translation>Chip del rebuy</translation>
    </message>
    <message>
        <source>Give the add-on&apos;s price, or turn the add-on off.</source>
        <translation>Indica il prezzo dell&apos;add-on o disattiva l&apos;add-on.</translation>
    </message>
    <message>
        <source>Add-on chips</source>
        <translation>Chip dell&apos;add-on</translation>
    </message>
</context>
<context>
    <name>Ruling</name>
    <message>
        <source>Misdeal</source>
        <translation>Mano nulla</translation>
    </message>
    <message>
        <source>Card replaced</source>
        <translation>Carta sostituita</translation>
    </message>
    <message>
        <source>Flop redealt</source>
        <translation>Flop ridistribuito</translation>
    </message>
    <message>
        <source>Extra card burned</source>
        <translation>Carta extra bruciata</translation>
    </message>
    <message>
        <source>the first hole card dealt was exposed</source>
        <translation>è stata scoperta la prima carta coperta distribuita</translation>
    </message>
    <message>
        <source>a hole card was exposed</source>
        <translation>è stata scoperta una carta coperta</translation>
    </message>
    <message>
        <source>two or more hole cards were exposed</source>
        <translation>sono state scoperte due o più carte coperte</translation>
    </message>
    <message>
        <source>the flop came with too many cards</source>
        <translation>il flop aveva troppe carte</translation>
    </message>
    <message>
        <source>an extra card was dealt to the first player</source>
        <translation>è stata distribuita una carta extra al primo giocatore</translation>
    </message>
    <message>
        <source>more than one extra card was dealt</source>
        <translation>è stata distribuita più di una carta extra</translation>
    </message>
    <message>
        <source>Dealer&apos;s error: {0}</source>
        <translation>Errore del mazziere: {0}</translation>
    </message>
    <message>
        <source>club rule sheet 000, §04</source>
        <translation>regolamento del club, foglio 000, §04</translation>
    </message>
    <message>
        <source>Robert&apos;s Rules of Poker for a redealt flop</source>
        <translation>Robert&apos;s Rules of Poker per il flop ridistribuito</translation>
    </message>
    <message>
        <source>The extra card dealt to {0} goes back as the flop&apos;s burn card; play continues.</source>
        <translation>La carta in più data a {0} torna nel mazzo come carta bruciata del flop; il gioco continua.</translation>
    </message>
    <message>
        <source>The rule ({0}): “{1}”</source>
        <translation>La regola ({0}): «{1}»</translation>
    </message>
</context>
<context>
    <name>SavePage</name>
    <message>
        <source>Save</source>
        <translation>Salvataggio</translation>
    </message>
    <message>
        <source>Every action is saved in this file as it happens.</source>
        <translation>Ogni azione viene salvata in questo file nel momento in cui avviene.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Sfoglia…</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>File:</translation>
    </message>
    <message>
        <source>The new tournament</source>
        <translation>Il nuovo torneo</translation>
    </message>
    <message>
        <source>Save the new tournament</source>
        <translation>Salva il nuovo torneo</translation>
    </message>
    <message>
        <source>Tournaments (*.director)</source>
        <translation>Tornei (*.director)</translation>
    </message>
    <message>
        <source>Say where to save the tournament.</source>
        <translation>Indica dove salvare il torneo.</translation>
    </message>
    <message>
        <source>{0} already exists; choose another name.</source>
        <translation>{0} esiste già; scegli un altro nome.</translation>
    </message>
    <message>
        <source>{0} is not a folder.</source>
        <translation>{0} non è una cartella.</translation>
    </message>
</context>
<context>
    <name>SceneBuilder</name>
    <message>
        <source>Sits out</source>
        <translation>Attende</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <source>Table {0}</source>
        <translation>Tavolo {0}</translation>
    </message>
    <message>
        <source>hand {0}</source>
        <translation>mano {0}</translation>
    </message>
    <message>
        <source>ALL-IN</source>
        <translation>ALL-IN</translation>
    </message>
    <message>
        <source>Redeal&apos;s deck commitment (SHA-256): {0}</source>
        <translation>Impronta del mazzo della nuova distribuzione (SHA-256): {0}</translation>
    </message>
    <message>
        <source>Deck commitment (SHA-256): {0}</source>
        <translation>Impronta del mazzo (SHA-256): {0}</translation>
    </message>
    <message>
        <source>Next deck commitment (SHA-256): {0}</source>
        <translation>Impronta del prossimo mazzo (SHA-256): {0}</translation>
    </message>
    <message>
        <source>Deck revealed: it matches its commitment {0}</source>
        <translation>Mazzo rivelato: corrisponde alla sua impronta {0}</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>Side {0}</source>
        <translation>Laterale {0}</translation>
    </message>
    <message>
        <source>{0} {1}%</source>
        <translation>{0} {1}%</translation>
    </message>
    <message>
        <source>Win {0}%</source>
        <translation>Vince {0}%</translation>
    </message>
    <message>
        <source>Tie {0}%</source>
        <translation>Pareggia {0}%</translation>
    </message>
    <message>
        <source>Mucked</source>
        <translation>Non mostra</translation>
    </message>
    <message>
        <source>Folded</source>
        <translation>Fold</translation>
    </message>
    <message>
        <source>{0} {1} → {2}</source>
        <translation>{0} {1} → {2}</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>Piatto</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
</context>
<context>
    <name>SelectionBox</name>
    <message>
        <source>Selected</source>
        <translation>Selezione</translation>
    </message>
    <message>
        <source>Put the button here (B)</source>
        <translation>Metti qui il bottone (B)</translation>
    </message>
    <message>
        <source>The dealer button is at this seat; the blinds follow it.</source>
        <translation>Il bottone è a questo posto; i bui lo seguono.</translation>
    </message>
    <message>
        <source>Block this seat (X)</source>
        <translation>Blocca questo posto (X)</translation>
    </message>
    <message>
        <source>Fix this player&apos;s seat (F)</source>
        <translation>Fissa il posto del giocatore (F)</translation>
    </message>
    <message>
        <source>Balancing never moves a player with a fixed seat (e.g. the playing director).</source>
        <translation>Il bilanciamento non sposta mai un giocatore con il posto fisso (ad es. il direttore che gioca).</translation>
    </message>
    <message>
        <source>Release the held seat</source>
        <translation>Libera il posto riservato</translation>
    </message>
    <message>
        <source>Move to table:</source>
        <translation>Sposta al tavolo:</translation>
    </message>
    <message>
        <source>Seat:</source>
        <translation>Posto:</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Sposta</translation>
    </message>
    <message>
        <source>Move the player there.</source>
        <translation>Sposta lì il giocatore.</translation>
    </message>
    <message>
        <source>Click a seat… (M)</source>
        <translation>Clicca un posto… (M)</translation>
    </message>
    <message>
        <source>Then click the seat the player moves to (or drag the player there).</source>
        <translation>Poi clicca il posto dove va il giocatore (o trascinalo lì).</translation>
    </message>
    <message>
        <source>Player without a seat:</source>
        <translation>Giocatore senza posto:</translation>
    </message>
    <message>
        <source>Seat here</source>
        <translation>Fai sedere qui</translation>
    </message>
    <message>
        <source>Seat the player here now.</source>
        <translation>Fa sedere qui il giocatore adesso.</translation>
    </message>
    <message>
        <source>Hold this seat</source>
        <translation>Riserva il posto</translation>
    </message>
    <message>
        <source>Keep this seat for the player: the draw puts them here, nobody else.</source>
        <translation>Tiene il posto per il giocatore scelto: il sorteggio non lo assegna a nessun altro.</translation>
    </message>
    <message>
        <source>Break this table</source>
        <translation>Chiudi questo tavolo</translation>
    </message>
    <message>
        <source>Propose the moves that break this table now (TDA: random seats).</source>
        <translation>Propone gli spostamenti per chiudere subito questo tavolo (TDA: posti a sorte).</translation>
    </message>
    <message>
        <source>Remove table (Del)</source>
        <translation>Rimuovi tavolo (Canc)</translation>
    </message>
    <message>
        <source>Take away this empty table.</source>
        <translation>Toglie questo tavolo vuoto.</translation>
    </message>
    <message>
        <source>Click a seat or a table&apos;s title.</source>
        <translation>Clicca un posto o il titolo di un tavolo.</translation>
    </message>
    <message>
        <source>Table {0} has nobody to move.</source>
        <translation>Al tavolo {0} non c&apos;è nessuno da spostare.</translation>
    </message>
    <message>
        <source>Table {0} is unused: {1} usable seats of {2}. It opens when late entries need it.</source>
        <translation>Il tavolo {0} non è usato: {1} posti utilizzabili su {2}. Si apre quando servono posti per le iscrizioni tardive.</translation>
    </message>
    <message>
        <source>Table {0}: {1} players, {2} usable seats of {3}.</source>
        <translation>Tavolo {0}: {1} giocatori, {2} posti utilizzabili su {3}.</translation>
    </message>
    <message>
        <source>Still playing the hand-for-hand hand (E when done).</source>
        <translation>Sta ancora giocando la mano del mano per mano (E quando ha finito).</translation>
    </message>
    <message>
        <source>Table {0}, seat {1}</source>
        <translation>Tavolo {0}, posto {1}</translation>
    </message>
    <message>
        <source>{0} chips</source>
        <translation>{0} chip</translation>
    </message>
    <message>
        <source>Fixed seat: never moved.</source>
        <translation>Posto fisso: non viene mai spostato.</translation>
    </message>
    <message>
        <source>Blocked: nobody is seated here.</source>
        <translation>Bloccato: qui non si siede nessuno.</translation>
    </message>
    <message>
        <source>Held for {0}.</source>
        <translation>Riservato a {0}.</translation>
    </message>
    <message>
        <source>Open seat.</source>
        <translation>Posto libero.</translation>
    </message>
    <message>
        <source>Open this seat again (X)</source>
        <translation>Riapri questo posto (X)</translation>
    </message>
    <message>
        <source>Let this player move (F)</source>
        <translation>Rendi spostabile il giocatore (F)</translation>
    </message>
    <message>
        <source>{0} has a fixed seat; free it first.</source>
        <translation>{0} ha il posto fisso; prima sbloccalo.</translation>
    </message>
    <message>
        <source>Every player has a seat.</source>
        <translation>Tutti i giocatori hanno un posto.</translation>
    </message>
    <message>
        <source>Choose another table or seat.</source>
        <translation>Scegli un altro tavolo o posto.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Tournament settings</source>
        <translation>Impostazioni del torneo</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tavoli</translation>
    </message>
    <message>
        <source>Payouts</source>
        <translation>Premi</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Importi</translation>
    </message>
    <message>
        <source>Entries, rebuys, add-on</source>
        <translation>Iscrizioni, rebuy, add-on</translation>
    </message>
    <message>
        <source>Tables and payouts</source>
        <translation>Tavoli e premi</translation>
    </message>
    <message>
        <source>Mystery bounties</source>
        <translation>Mystery bounty</translation>
    </message>
    <message>
        <source>Changes are one action: Edit ▸ Undo takes them back.</source>
        <translation>Le modifiche sono un&apos;unica azione: Modifica ▸ Annulla le revoca.</translation>
    </message>
    <message>
        <source>New prices</source>
        <translation>Nuovi prezzi</translation>
    </message>
    <message>
        <source>Entries already taken at the old prices: {0}.</source>
        <translation>Iscrizioni già prese ai prezzi vecchi: {0}.</translation>
    </message>
    <message>
        <source>Correct the past: the old prices were a mistake; everything taken so far is re-priced (Edit ▸ Undo takes it back).

From now on: what was taken keeps its price; the new prices apply to what is taken next.</source>
        <translation>Correggi il passato: i prezzi vecchi erano un errore; tutto quanto incassato finora viene ricalcolato (Modifica ▸ Annulla lo riporta indietro).

Da ora in poi: quanto già incassato tiene il suo prezzo; i nuovi prezzi valgono per quanto si incassa d&apos;ora in poi.</translation>
    </message>
    <message>
        <source>Correct the past</source>
        <translation>Correggi il passato</translation>
    </message>
    <message>
        <source>From now on</source>
        <translation>Da ora in poi</translation>
    </message>
</context>
<context>
    <name>SettingsForms</name>
    <message>
        <source>{0}: &apos;{1}&apos; is not a number of chips; write it like 10000.</source>
        <translation>{0}: &apos;{1}&apos; non è un numero di chip; scrivilo come 10000.</translation>
    </message>
    <message>
        <source>{0}: give more than zero chips.</source>
        <translation>{0}: indica più di zero chip.</translation>
    </message>
    <message>
        <source>level </source>
        <translation>livello </translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>Share on the network</source>
        <translation>Condividi in rete</translation>
    </message>
    <message>
        <source>TVs and phones on the club&apos;s Wi-Fi show the clock, find their seat and see the payouts. The floor&apos;s phones can pair as remotes with the PIN.</source>
        <translation>TV e telefoni sul Wi-Fi del circolo mostrano l&apos;orologio, trovano il proprio posto e vedono i premi. I telefoni dei floor possono abbinarsi come telecomandi con il PIN.</translation>
    </message>
    <message>
        <source>This computer is on more than one network: the codes are for the one chosen.</source>
        <translation>Questo computer è su più di una rete: i codici sono per quella scelta.</translation>
    </message>
    <message>
        <source>Codes for the address</source>
        <translation>Codici per l&apos;indirizzo</translation>
    </message>
    <message>
        <source>Paired phones</source>
        <translation>Telefoni abbinati</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Paired at</source>
        <translation>Abbinato alle</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>&amp;Revoke the selected phone</source>
        <translation>&amp;Revoca il telefono selezionato</translation>
    </message>
    <message>
        <source>The club&apos;s network (every phone on the Wi-Fi)</source>
        <translation>La rete del circolo (ogni telefono sul Wi-Fi)</translation>
    </message>
    <message>
        <source>This computer only (to try it)</source>
        <translation>Solo questo computer (per provare)</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Porta</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Raggiungibile da</translation>
    </message>
    <message>
        <source>Remote PIN</source>
        <translation>PIN del telecomando</translation>
    </message>
    <message>
        <source>&amp;New PIN</source>
        <translation>&amp;Nuovo PIN</translation>
    </message>
    <message>
        <source>The old PIN pairs no more; phones already paired stay paired.</source>
        <translation>Il vecchio PIN non abbina più; i telefoni già abbinati restano abbinati.</translation>
    </message>
    <message>
        <source>&amp;Stop sharing</source>
        <translation>&amp;Ferma la condivisione</translation>
    </message>
    <message>
        <source>&amp;Start sharing</source>
        <translation>&amp;Avvia la condivisione</translation>
    </message>
    <message>
        <source>Display: {0}</source>
        <translation>Display: {0}</translation>
    </message>
    <message>
        <source>Display (TVs)</source>
        <translation>Display (TV)</translation>
    </message>
    <message>
        <source>Find your seat (players)</source>
        <translation>Trova il posto (giocatori)</translation>
    </message>
    <message>
        <source>Remote (floor)</source>
        <translation>Telecomando (floor)</translation>
    </message>
    <message>
        <source>paired</source>
        <translation>abbinato</translation>
    </message>
    <message>
        <source>revoked</source>
        <translation>revocato</translation>
    </message>
</context>
<context>
    <name>ShowdownBox</name>
    <message>
        <source>Showdown</source>
        <translation>Showdown</translation>
    </message>
    <message>
        <source>Record the result</source>
        <translation>Registra il risultato</translation>
    </message>
    <message>
        <source>{0}. {1} shows {2}: {3}</source>
        <translation>{0}. {1} mostra {2}: {3}</translation>
    </message>
    <message>
        <source>{0}. {1} mucks</source>
        <translation>{0}. {1} non mostra</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>{0} {1} split: {2} (odd chips from the left of the button)</source>
        <translation>{0} {1} diviso: {2} (chip dispari a partire dalla sinistra del bottone)</translation>
    </message>
    <message>
        <source>{0} {1}: {2}</source>
        <translation>{0} {1}: {2}</translation>
    </message>
    <message>
        <source>Taken back in the tournament (undone).</source>
        <translation>Tolta dal torneo (annullata).</translation>
    </message>
    <message>
        <source>Recorded in the tournament (Ctrl+Z takes it back).</source>
        <translation>Registrata nel torneo (Ctrl+Z la annulla).</translation>
    </message>
    <message>
        <source>{0}: {1} place, no eliminator (the pots were shared)</source>
        <translation>{0}: {1} posto, nessun eliminatore (i piatti sono stati divisi)</translation>
    </message>
    <message>
        <source>{0}: {1} place, eliminated by {2}</source>
        <translation>{0}: {1} posto, eliminato da {2}</translation>
    </message>
    <message>
        <source>{0} is out, finishing place {1}.</source>
        <translation>{0} è fuori, posizione finale {1}.</translation>
    </message>
    <message>
        <source>Not recorded: {0}</source>
        <translation>Non registrata: {0}</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <source>no sound: the PulseAudio client library is missing (install it with: sudo apt-get install libpulse0)</source>
        <translation>niente suoni: manca la libreria client di PulseAudio (installala con: sudo apt-get install libpulse0)</translation>
    </message>
    <message>
        <source>no sound: could not check the audio devices</source>
        <translation>niente suoni: impossibile controllare i dispositivi audio</translation>
    </message>
    <message>
        <source>no sound: no audio output device was found (is a sound server running?)</source>
        <translation>niente suoni: nessun dispositivo di uscita audio (il server audio è attivo?)</translation>
    </message>
    <message>
        <source>no sound: the audio device refused to play</source>
        <translation>niente suoni: il dispositivo audio non riproduce</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Tornei</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Contati</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Migliore</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
</context>
<context>
    <name>StructureEditor</name>
    <message>
        <source>e.g. 25, 100, 500, 1000</source>
        <translation>ad es. 25, 100, 500, 1000</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Starting stack</source>
        <translation>Stack iniziale</translation>
    </message>
    <message>
        <source>Minutes per level</source>
        <translation>Minuti per livello</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Add level</source>
        <translation>Aggiungi livello</translation>
    </message>
    <message>
        <source>Add break</source>
        <translation>Aggiungi pausa</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Sposta su</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Sposta giù</translation>
    </message>
    <message>
        <source>Load YAML…</source>
        <translation>Carica YAML…</translation>
    </message>
    <message>
        <source>Save YAML…</source>
        <translation>Salva YAML…</translation>
    </message>
    <message>
        <source>Use this structure</source>
        <translation>Usa questa struttura</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Stima</translation>
    </message>
    <message>
        <source>When a tournament on this structure ends: the estimate and its plots.</source>
        <translation>Quando finisce un torneo con questa struttura: la stima e i grafici.</translation>
    </message>
    <message>
        <source>Design…</source>
        <translation>Progetta…</translation>
    </message>
    <message>
        <source>A structure for the night from the players, stack, hours and chips.</source>
        <translation>Una struttura per la serata da giocatori, stack, ore e chip.</translation>
    </message>
    <message>
        <source>{0} was not loaded: it has errors (listed below). Load a corrected file, or build the structure here.</source>
        <translation>{0} non è stato caricato: contiene errori (elencati sotto). Carica un file corretto, o costruisci qui la struttura.</translation>
    </message>
    <message>
        <source>File: {0}</source>
        <translation>File: {0}</translation>
    </message>
    <message>
        <source>The tournament&apos;s structure (kept in its file).</source>
        <translation>La struttura del torneo (salvata nel file del torneo).</translation>
    </message>
    <message>
        <source>A new structure, not saved yet.</source>
        <translation>Una nuova struttura, non ancora salvata.</translation>
    </message>
    <message>
        <source>No problems: the structure is ready to use.</source>
        <translation>Nessun problema: la struttura è pronta all&apos;uso.</translation>
    </message>
    <message>
        <source>Load structure</source>
        <translation>Carica una struttura</translation>
    </message>
    <message>
        <source>Structures (*.yaml *.yml)</source>
        <translation>Strutture (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Save structure</source>
        <translation>Salva la struttura</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Non salvato</translation>
    </message>
    <message>
        <source>Could not save {0}: {1}</source>
        <translation>Impossibile salvare {0}: {1}</translation>
    </message>
</context>
<context>
    <name>StructureModel</name>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Blinds</source>
        <translation>Bui</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minuti</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>colour up {0}</source>
        <translation>cambio chip da {0}</translation>
    </message>
    <message>
        <source>BB {0}</source>
        <translation>BB {0}</translation>
    </message>
    <message>
        <source>bring-in {0}</source>
        <translation>bring-in {0}</translation>
    </message>
</context>
<context>
    <name>StructurePage</name>
    <message>
        <source>Blind structure</source>
        <translation>Struttura dei bui</translation>
    </message>
    <message>
        <source>Choose the levels the clock runs, or a structure file of your own.</source>
        <translation>Scegli i livelli che l&apos;orologio seguirà, o un tuo file di struttura.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Sfoglia…</translation>
    </message>
    <message>
        <source>Use a structure file (YAML), checked before it is used.</source>
        <translation>Usa un file di struttura (YAML), controllato prima dell&apos;uso.</translation>
    </message>
    <message>
        <source>Design…</source>
        <translation>Progetta…</translation>
    </message>
    <message>
        <source>A structure for the night from the players, stack, hours and chips.</source>
        <translation>Una struttura per la serata da giocatori, stack, ore e chip.</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Stima</translation>
    </message>
    <message>
        <source>When a tournament on this structure ends: the estimate and its plots.</source>
        <translation>Quando finisce un torneo con questa struttura: la stima e i grafici.</translation>
    </message>
    <message>
        <source>designed</source>
        <translation>progettata</translation>
    </message>
    <message>
        <source>Starting stack {0} · {1} levels of {2} minutes · about {3} h {4:02d} min in all</source>
        <translation>Stack iniziale {0} · {1} livelli da {2} minuti · circa {3} h {4:02d} min in tutto</translation>
    </message>
    <message>
        <source>Chips: {0}</source>
        <translation>Chip: {0}</translation>
    </message>
    <message>
        <source>Estimated end with {0} players: estimating…</source>
        <translation>Fine stimata con {0} giocatori: stima in corso…</translation>
    </message>
    <message>
        <source>Estimated end with {0} players: {1}</source>
        <translation>Fine stimata con {0} giocatori: {1}</translation>
    </message>
    <message>
        <source>Estimated end with {0} players: about {1}, in level {2}</source>
        <translation>Fine stimata con {0} giocatori: circa {1}, al livello {2}</translation>
    </message>
    <message>
        <source>Structures (*.yaml *.yml);;All files (*)</source>
        <translation>Strutture (*.yaml *.yml);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>{0} has mistakes (listed above); fix them or choose another.</source>
        <translation>{0} contiene errori (elencati sopra); correggili o scegli un&apos;altra struttura.</translation>
    </message>
    <message>
        <source>Choose a structure.</source>
        <translation>Scegli una struttura.</translation>
    </message>
</context>
<context>
    <name>StructureTableModel</name>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Blinds / bets</source>
        <translation>Bui / puntate</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>BB ante</source>
        <translation>Ante BB</translation>
    </message>
    <message>
        <source>Bring-in</source>
        <translation>Bring-in</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minuti</translation>
    </message>
    <message>
        <source>Colour up</source>
        <translation>Cambio chip</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
</context>
<context>
    <name>SummaryPanel</name>
    <message>
        <source>Players left</source>
        <translation>Giocatori rimasti</translation>
    </message>
    <message>
        <source>Average stack</source>
        <translation>Stack medio</translation>
    </message>
    <message>
        <source>Chip leader</source>
        <translation>Chip leader</translation>
    </message>
    <message>
        <source>Chips in play</source>
        <translation>Chip in gioco</translation>
    </message>
    <message>
        <source>Prize pool</source>
        <translation>Montepremi</translation>
    </message>
    <message>
        <source>Places paid</source>
        <translation>Posti pagati</translation>
    </message>
    <message>
        <source>First prize</source>
        <translation>Primo premio</translation>
    </message>
    <message>
        <source>Registration</source>
        <translation>Iscrizioni</translation>
    </message>
    <message>
        <source>Rebuys</source>
        <translation>Rebuy</translation>
    </message>
    <message>
        <source>Estimated end</source>
        <translation>Fine stimata</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>{0} of {1} entries</source>
        <translation>{0} su {1} ingressi</translation>
    </message>
    <message>
        <source> ({0:.0f} BB)</source>
        <translation> ({0:.0f} BB)</translation>
    </message>
    <message>
        <source>counts not entered</source>
        <translation>conteggi non inseriti</translation>
    </message>
    <message>
        <source> (counted {0})</source>
        <translation> (contate {0})</translation>
    </message>
    <message>
        <source> (overlay {0})</source>
        <translation> (overlay {0})</translation>
    </message>
    <message>
        <source>open</source>
        <comment>registration</comment>
        <translation>aperte</translation>
    </message>
    <message>
        <source>closed</source>
        <comment>registration</comment>
        <translation>chiuse</translation>
    </message>
    <message>
        <source>none</source>
        <comment>rebuys</comment>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>open</source>
        <comment>rebuys</comment>
        <translation>aperti</translation>
    </message>
    <message>
        <source>closed</source>
        <comment>rebuys</comment>
        <translation>chiusi</translation>
    </message>
    <message>
        <source>estimating…</source>
        <translation>stima in corso…</translation>
    </message>
    <message>
        <source>once {0} players are left</source>
        <translation>quando restano {0} giocatori</translation>
    </message>
    <message>
        <source>{0} after the start ({1}–{2})</source>
        <translation>{0} dopo l&apos;inizio ({1}–{2})</translation>
    </message>
    <message>
        <source>{0} ({1}–{2})</source>
        <translation>{0} ({1}–{2})</translation>
    </message>
    <message>
        <source>{0} (deal among {1})</source>
        <translation>{0} (accordo fra {1})</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Accordo</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Premi</translation>
    </message>
    <message>
        <source>{0} ({1} still to be paid)</source>
        <translation>{0} ({1} ancora da pagare)</translation>
    </message>
    <message>
        <source>+ {0} left to play for</source>
        <translation>+ {0} ancora in palio</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <source>Director — table {0}</source>
        <translation>Director — tavolo {0}</translation>
    </message>
    <message>
        <source>Show on the wall (W)</source>
        <translation>Mostra sul proiettore (W)</translation>
    </message>
    <message>
        <source>Hand {0} was taken back: the stacks are as before it.</source>
        <translation>Mano {0} annullata: gli stack tornano com&apos;erano prima.</translation>
    </message>
    <message>
        <source>Hand {0} is recorded again.</source>
        <translation>Mano {0} di nuovo registrata.</translation>
    </message>
    <message>
        <source>Finish the hand in progress first (or call a misdeal).</source>
        <translation>Prima finisci la mano in corso (o dichiara mano nulla).</translation>
    </message>
    <message>
        <source>Nothing to call: check instead.</source>
        <translation>Niente da vedere: fai check.</translation>
    </message>
    <message>
        <source>No finished hand yet.</source>
        <translation>Ancora nessuna mano finita.</translation>
    </message>
    <message>
        <source>{0} is not allowed. {1}</source>
        <translation>{0} non è consentito. {1}</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>Misdeal: the hand is cancelled, nothing is recorded. Deal again (D).</source>
        <translation>Mano nulla: la mano è annullata, non si registra nulla. Distribuisci di nuovo (D).</translation>
    </message>
    <message>
        <source>checks</source>
        <translation>fa check</translation>
    </message>
    <message>
        <source>folds</source>
        <translation>fa fold</translation>
    </message>
    <message>
        <source>Time! {0} {1}.</source>
        <translation>Tempo! {0} {1}.</translation>
    </message>
    <message>
        <source>The result could not be recorded: {0}</source>
        <translation>Impossibile registrare il risultato: {0}</translation>
    </message>
    <message>
        <source>the busts were not confirmed. Record the result when the table agrees.</source>
        <translation>le eliminazioni non sono state confermate. Registra il risultato quando il tavolo è d&apos;accordo.</translation>
    </message>
    <message>
        <source>Hand {0} is not recorded yet.</source>
        <translation>La mano {0} non è ancora registrata.</translation>
    </message>
    <message>
        <source>Hand {0} knocks out:</source>
        <translation>Nella mano {0} escono:</translation>
    </message>
    <message>
        <source>Record the hand in the tournament? (Ctrl+Z takes it back.)</source>
        <translation>Registrare la mano nel torneo? (Ctrl+Z la annulla.)</translation>
    </message>
    <message>
        <source>Record the busts?</source>
        <translation>Registrare le eliminazioni?</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Registra</translation>
    </message>
    <message>
        <source>&amp;Not yet</source>
        <translation>&amp;Non ancora</translation>
    </message>
    <message>
        <source>The hand could not be exported: {0}</source>
        <translation>Impossibile esportare la mano: {0}</translation>
    </message>
    <message>
        <source>Hand {0} exported to {1}</source>
        <translation>Mano {0} esportata in {1}</translation>
    </message>
    <message>
        <source>Export the hand</source>
        <translation>Esporta la mano</translation>
    </message>
    <message>
        <source>Poker hand histories (*.phh)</source>
        <translation>Storici di mani di poker (*.phh)</translation>
    </message>
    <message>
        <source>Hide the wall view (W)</source>
        <translation>Nascondi dal proiettore (W)</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>Level {0}</source>
        <translation>Livello {0}</translation>
    </message>
    <message>
        <source>Ante {0}</source>
        <translation>Ante {0}</translation>
    </message>
    <message>
        <source>Bring-in {0}</source>
        <translation>Bring-in {0}</translation>
    </message>
    <message>
        <source>Bets {0}/{1}</source>
        <translation>Puntate {0}/{1}</translation>
    </message>
    <message>
        <source>Blinds {0}/{1}</source>
        <translation>Bui {0}/{1}</translation>
    </message>
    <message>
        <source>Big blind ante {0}</source>
        <translation>Ante del grande buio {0}</translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation>Piatto principale</translation>
    </message>
    <message>
        <source>Side pot {0}</source>
        <translation>Piatto laterale {0}</translation>
    </message>
    <message>
        <source>{0} to {1}</source>
        <translation>{0}–{1}</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Fuori</translation>
    </message>
    <message>
        <source>Out: {0}</source>
        <translation>Fuori: {0}</translation>
    </message>
</context>
<context>
    <name>TablesPage</name>
    <message>
        <source>Tables</source>
        <translation>Tavoli</translation>
    </message>
    <message>
        <source>Tables can also be added or broken during the evening.</source>
        <translation>I tavoli si possono aggiungere o chiudere anche durante la serata.</translation>
    </message>
    <message>
        <source>{0} tables × {1} seats: room for {2} players.</source>
        <translation>Tavoli: {0} da {1} posti, spazio per {2} giocatori.</translation>
    </message>
    <message>
        <source>No tables yet: add them from the Tables tab before the seat draw.</source>
        <translation>Ancora nessun tavolo: aggiungili dalla scheda Tavoli prima del sorteggio dei posti.</translation>
    </message>
</context>
<context>
    <name>TablesSection</name>
    <message>
        <source> seats</source>
        <translation> posti</translation>
    </message>
    <message>
        <source>From 2 to 10; tables can be added or broken later.</source>
        <translation>Da 2 a 10; i tavoli si possono aggiungere o chiudere più tardi.</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ancora nessuno</translation>
    </message>
    <message>
        <source>Tables to set up:</source>
        <translation>Tavoli da preparare:</translation>
    </message>
    <message>
        <source>Seats per table:</source>
        <translation>Posti per tavolo:</translation>
    </message>
</context>
<context>
    <name>TablesTab</name>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mano successiva</translation>
    </message>
    <message>
        <source>Draw seats</source>
        <translation>Sorteggia i posti</translation>
    </message>
    <message>
        <source>Add tables</source>
        <translation>Aggiungi tavoli</translation>
    </message>
    <message>
        <source>Apply the proposed moves</source>
        <translation>Esegui gli spostamenti proposti</translation>
    </message>
    <message>
        <source>Hand for hand on or off</source>
        <translation>Attiva o disattiva il mano per mano</translation>
    </message>
    <message>
        <source>The selected table has finished the hand</source>
        <translation>Il tavolo selezionato ha finito la mano</translation>
    </message>
    <message>
        <source>Put the button at the selected seat</source>
        <translation>Metti il bottone al posto selezionato</translation>
    </message>
    <message>
        <source>Block or open the selected seat</source>
        <translation>Blocca o riapri il posto selezionato</translation>
    </message>
    <message>
        <source>Fix or free the selected player</source>
        <translation>Fissa o libera il giocatore selezionato</translation>
    </message>
    <message>
        <source>Move the selected player: click a seat</source>
        <translation>Sposta il giocatore selezionato: clicca un posto</translation>
    </message>
    <message>
        <source>Remove the selected table</source>
        <translation>Rimuovi il tavolo selezionato</translation>
    </message>
    <message>
        <source>Find a player</source>
        <translation>Cerca un giocatore</translation>
    </message>
    <message>
        <source>Select a seat first: click it in the room.</source>
        <translation>Prima seleziona un posto: cliccalo nella sala.</translation>
    </message>
    <message>
        <source>Nobody sits at table {0} seat {1}.</source>
        <translation>Nessuno siede al tavolo {0} posto {1}.</translation>
    </message>
    <message>
        <source>Select a table first: click its title.</source>
        <translation>Prima seleziona un tavolo: clicca il suo titolo.</translation>
    </message>
    <message>
        <source>There are no moves to apply.</source>
        <translation>Non ci sono spostamenti da eseguire.</translation>
    </message>
    <message>
        <source>Every player left is in the money ({0} left, {1} places paid).</source>
        <translation>Tutti i giocatori rimasti sono a premio ({0} rimasti, {1} posti pagati).</translation>
    </message>
    <message>
        <source>{0} players left and {1} places paid: {2} busts before the money, more than the {3} tables in play.</source>
        <translation>{0} giocatori rimasti e {1} posti pagati: {2} eliminazioni prima dei premi, più dei {3} tavoli in gioco.</translation>
    </message>
    <message>
        <source>This is not the bubble (the players left exceed the places paid by no more than the tables in play). Start hand-for-hand anyway? The clock pauses until it stops.</source>
        <translation>Non è la bolla (i giocatori rimasti superano i posti pagati al più di quanti sono i tavoli in gioco). Avviare comunque il mano per mano? L&apos;orologio resta in pausa finché non finisce.</translation>
    </message>
    <message>
        <source>Hand for hand</source>
        <translation>Mano per mano</translation>
    </message>
    <message>
        <source>Start hand-for-hand</source>
        <translation>Avvia il mano per mano</translation>
    </message>
    <message>
        <source>Table {0} has finished the hand (E)</source>
        <translation>Il tavolo {0} ha finito la mano (E)</translation>
    </message>
</context>
<context>
    <name>WallWindow</name>
    <message>
        <source>Director — table {0}</source>
        <translation>Director — tavolo {0}</translation>
    </message>
</context>
</TS>
