# language: es
Característica: El reglamento del perfil y la forma de las acciones
  Fourteen options, each the main alternative the decisions table names; the ruleset ID lists
  only the options that differ from their defaults, in the table's order
  (belote-acanomas-0.1.0[+name=value,...]). An action is a JSON object; the announcement carries
  a list of combinations, «nothing» is the empty list, a claim carries only its seat. Malformed
  actions are refused under ACA-ACTIONS-FORM; the legal actions come in a fixed order.

  @ACA-RULESET-OPTIONS
  Esquema del escenario: The ruleset ID names the options that differ from the defaults
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
  Escenario: The canonical ruleset: three players, every default
    Cuando se construye el reglamento
    Entonces el ID del reglamento es "belote-acanomas-0.1.0"

  @ACA-RULESET-OPTIONS
  Esquema del escenario: Unknown options and bad values are refused, naming the option
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
