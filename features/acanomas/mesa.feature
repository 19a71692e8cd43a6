# language: es
Característica: Salas del perfil belote-acanomas en el servidor de mesa
  La belote individual del reglamento antiguo (spec/acanomas/) en la mesa: 2, 3 o 4 jugadores (o
  4 por parejas), cada asiento con su propia vista y sus acciones legales (anuncios, el cambio del
  siete de triunfo y «he terminado» incluidos), los rechazos con las cláusulas del perfil y las
  salidas de la partida (spec/table.md, TABLE-PROFILES). Cada escenario pone en marcha un servidor
  de mesa de verdad en un puerto libre de 127.0.0.1. Con el asiento 0 como repartidor y tres
  jugadores, es mano el asiento 1 (ACA-SEATS-ORDER); antes de marcar triunfo cada jugador tiene 6
  cartas (ACA-DEAL-THREE: tres y luego tres a cada uno). Los asientos de una sala se escriben
  como los lee el servidor: `client` es un cliente, `easy`, `normal`, `hard` y `expert` son los
  niveles de la IA.

  @TABLE-PROFILES @TABLE-ROOMS
  Escenario: Una sala del perfil para tres jugadores dice su perfil, su reglamento y sus bandos
    Dado un servidor de mesa
    Cuando se crea una sala del perfil belote-acanomas para 3 jugadores con los asientos "client, normal, easy"
    Entonces la sala es del perfil "belote-acanomas" con el reglamento "belote-acanomas-0.1.0" y los bandos [[0], [1], [2]]
    Y la sala tiene 3 totales

  @TABLE-PROFILES @TABLE-ROOMS
  Escenario: Cuatro jugadores por parejas: dos bandos
    Dado un servidor de mesa
    Y las salas tienen la opción del perfil pairs=true
    Cuando se crea una sala del perfil belote-acanomas para 4 jugadores con los asientos "client, easy, easy, easy"
    Entonces la sala es del perfil "belote-acanomas" con el reglamento "belote-acanomas-0.1.0+players=4,pairs=true" y los bandos [[0, 2], [1, 3]]
    Y la sala tiene 2 totales

  @TABLE-PROFILES @TABLE-ROOMS
  Escenario: Un servidor cuyo perfil por defecto es belote-acanomas hace de él una sala sin perfil
    Dado un servidor de mesa cuyo perfil por defecto es belote-acanomas
    Cuando se crea una sala sin perfil con los asientos "client, easy, easy"
    Entonces la sala es del perfil "belote-acanomas" con el reglamento "belote-acanomas-0.1.0" y los bandos [[0], [1], [2]]

  @TABLE-PROFILES @TABLE-AI
  Esquema del escenario: Las IA de nivel hard y expert todavía no juegan este perfil
    Dado un servidor de mesa
    Cuando se pide una sala del perfil belote-acanomas para 3 jugadores con los asientos "client, <nivel>, easy"
    Entonces se rechaza la petición con el estado 400 y un mensaje que contiene ["the <nivel> AI does not play profile belote-acanomas"]

    Ejemplos:
      | nivel  |
      | hard   |
      | expert |

  @TABLE-PROFILES @TABLE-STATE
  Escenario: Cada uno de los tres asientos ve sus 6 cartas; solo la mano puede hablar
    Dado un servidor de mesa
    Y las salas se reparten con la semilla 7 y reparte primero el asiento 0
    Y una sala del perfil belote-acanomas para 3 jugadores con los asientos "client, client, client"
    Cuando los clientes de los 3 asientos ocupan sus asientos
    Entonces el cliente del asiento 0 recibe la bienvenida al perfil "belote-acanomas" con 3 asientos
    Y los 3 asientos ven cada uno 6 cartas suyas y ninguna de otro, y solo el asiento 1 tiene acciones legales: pasar y aceptar

  @TABLE-PROFILES @TABLE-ACTION
  Escenario: Un anuncio durante la subasta se rechaza con la cláusula del perfil, y nada cambia
    Dado un servidor de mesa
    Y las salas se reparten con la semilla 7 y reparte primero el asiento 0
    Y una sala del perfil belote-acanomas para 3 jugadores con los asientos "client, client, client"
    Y el cliente del asiento 1 ocupa su asiento
    Cuando el cliente del asiento 1 envía {"type": "action", "id": 1, "action": {"type": "announce", "seat": 1, "combinations": []}}
    Entonces el cliente del asiento 1 recibe un rechazo con la cláusula ACA-MATCH-PHASES
    Y la sala sigue en el número de estado 2

  @TABLE-PROFILES @TABLE-EVENTS @TABLE-AI
  Escenario: Contra dos asientos de la IA, un espectador oye las marcas, los anuncios, las cartas, las bazas, el fin de cada juego parcial y el de la partida
    Dado un servidor de mesa
    Y las salas se reparten con la semilla 11 y reparte primero el asiento 0
    Y las salas tienen la opción del perfil target=150
    Y una sala del perfil belote-acanomas para 3 jugadores con los asientos "client, normal, easy"
    Y un espectador mira la sala
    Y el cliente del asiento 0 ocupa su asiento
    Cuando el cliente del asiento 0 juega su primera acción legal que no sea «he terminado» hasta el final de la partida
    Entonces el espectador oyó los eventos ["bid", "announce", "play", "trick", "game_end", "match_end"]
    Y cada baza que oyó el espectador tenía 3 cartas y un ganador
    Y la anotación de la partida pasa belote-ref audit --profile acanomas

  @TABLE-PROFILES @TABLE-PRIVACY
  Esquema del escenario: En partidas enteras de <jugadores> jugadores, ningún mensaje nombra una carta oculta para quien lo recibe
    Dado un servidor de mesa
    Y las salas se reparten con la semilla 5 y reparte primero el asiento 0
    Y las salas tienen la opción del perfil target=200
    Y una sala del perfil belote-acanomas para <jugadores> jugadores con los asientos "<asientos>"
    Y un espectador mira la sala
    Cuando los <jugadores> clientes juegan acciones legales al azar hasta el final de la partida
    Entonces ningún mensaje a un asiento o al espectador nombró una carta oculta para él, ni el palo oculto de una escalera

    Ejemplos:
      | jugadores | asientos                       |
      | 2         | client, client                 |
      | 3         | client, client, client         |
      | 4         | client, client, client, client |

  @TABLE-PROFILES @TABLE-DURABILITY
  Escenario: Un servidor que vuelve a arrancar reanuda una sala del perfil donde estaba
    Dado un servidor de mesa
    Y las salas se reparten con la semilla 7 y reparte primero el asiento 0
    Y una sala del perfil belote-acanomas para 3 jugadores con los asientos "client, client, client"
    Y el cliente del asiento 1 ocupa su asiento
    Y el cliente del asiento 1 envía {"type": "action", "id": 1, "action": {"type": "pass", "seat": 1}}
    Y el cliente del asiento 1 recibe la confirmación del mensaje 1 en el número de estado 3
    Cuando el servidor se detiene y vuelve a arrancar sobre su base de datos
    Y el cliente del asiento 2 ocupa su asiento
    Entonces el cliente del asiento 2 recibe un estado con el número 3 en el que le toca al asiento 2

  @TABLE-PROFILES @TABLE-STATE
  Escenario: Con cuatro jugadores, un asiento que dice «he terminado» erróneamente sale; la partida sigue con tres
    Dado un servidor de mesa
    Y las salas se reparten con la semilla 3 y reparte primero el asiento 0
    Y una sala del perfil belote-acanomas para 4 jugadores con los asientos "client, easy, easy, easy"
    Y el cliente del asiento 0 ocupa su asiento
    Cuando el cliente del asiento 0 juega su primera acción legal que no sea «he terminado» hasta que puede decirlo, y lo dice
    Entonces dice «he terminado» erróneamente, pues ningún total está cerca del objetivo de 1000, y el asiento 0 sale de la partida
    Y la partida sigue con los asientos 1, 2 y 3, y al asiento 0 nunca más se le da una acción legal
