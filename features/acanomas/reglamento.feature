# language: es
Característica: El reglamento del perfil y la forma de las acciones
  Catorce opciones, cada una la alternativa principal que nombra la tabla de decisiones; el ID
  del reglamento nombra solo las opciones distintas de las de por defecto, en el orden de la
  tabla (belote-acanomas-0.1.0[+nombre=valor,...]). Una acción es un objeto JSON; el anuncio
  lleva una lista de combinaciones, «nada» es la lista vacía, el «he terminado» lleva solo su
  asiento. Las acciones mal formadas se rechazan bajo ACA-ACTIONS-FORM; las acciones legales
  vienen en un orden fijo.

  @ACA-RULESET-OPTIONS
  Esquema del escenario: El ID del reglamento nombra las opciones distintas de las de por defecto
    Cuando se construye el reglamento con las opciones <opciones>
    Entonces el ID del reglamento es "<id>"

    Ejemplos:
      | opciones                                  | id                                                        |
      | players=3                                 | belote-acanomas-0.1.0                                     |
      | players=2                                 | belote-acanomas-0.1.0+players=2                           |
      | players=4                                 | belote-acanomas-0.1.0+players=4                           |
      | players=4 y pairs=true                    | belote-acanomas-0.1.0+players=4,pairs=true                |
      | target=500 y players=2                    | belote-acanomas-0.1.0+players=2,target=500                |
      | target=1000 y sequence_tie=first          | belote-acanomas-0.1.0                                     |
      | wrong_claim=stay y trump7_exchange=false  | belote-acanomas-0.1.0+trump7_exchange=false,wrong_claim=stay |
      | capote_4=split y players=4 y first_deal=2-3 | belote-acanomas-0.1.0+players=4,first_deal=2-3,capote_4=split |
      | dealer_2p=winner y all_pass=same-dealer   | belote-acanomas-0.1.0+all_pass=same-dealer,dealer_2p=winner |
      | meld_needs_trick=claim-only y pending_to=everyone y belote=automatic y undertrump=optional | belote-acanomas-0.1.0+undertrump=optional,belote=automatic,meld_needs_trick=claim-only,pending_to=everyone |

  @ACA-RULESET-OPTIONS
  Escenario: El reglamento canónico: tres jugadores, todo por defecto
    Cuando se construye el reglamento
    Entonces el ID del reglamento es "belote-acanomas-0.1.0"

  @ACA-RULESET-OPTIONS
  Esquema del escenario: Se rechazan las opciones desconocidas y los valores erróneos, nombrando la opción
    Cuando se construye el reglamento con las opciones <opciones>
    Entonces el reglamento se rechaza bajo <cláusula>
    Y el rechazo nombra la opción "<nombre>"

    Ejemplos:
      | opciones              | cláusula            | nombre       |
      | schmeiss=true         | ACA-RULESET-OPTIONS | schmeiss     |
      | players=5             | ACA-SEATS-PLAYERS   | players      |
      | players="3"           | ACA-SEATS-PLAYERS   | players      |
      | target=0              | ACA-MATCH-TARGET    | target       |
      | target="500"          | ACA-MATCH-TARGET    | target       |
      | capote_4=half         | ACA-SCORE-CAPOTE    | capote_4     |
      | sequence_tie=last     | ACA-COMB-TIE        | sequence_tie |
